import type {
  Facing,
  LandType,
  PowerBackup,
  TenantPreference,
  WaterSource,
} from '../contract/listing-facts';

/**
 * The facts of issue 34 for the demo listings (demo-listings.ts), keyed by the listing's English
 * title as its Malayalam texts are (demo-listings-ml.ts): rent terms for every rental, floor,
 * facing and carpet area for flats and buildings, a K-RERA number for the new projects, and for
 * every listing with cents its survey number, village, taluk, kind of land and road. Villages and
 * taluks are the real ones of each town (proper names, written the same in both languages);
 * survey numbers and K-RERA numbers are made up in the forms the records use.
 */
export interface DemoFacts {
  securityDeposit?: number;
  maintenanceMonthly?: number;
  /** Available this many days after the seed runs (0: now). */
  availableInDays?: number;
  lockInMonths?: number;
  tenantPreference?: TenantPreference;
  petsAllowed?: boolean | null;
  floor?: number | null;
  totalFloors?: number;
  facing?: Facing;
  carpetArea?: number;
  waterSource?: WaterSource[];
  powerBackup?: PowerBackup;
  reraNumber?: string;
  surveyNumber?: string;
  village?: string;
  taluk?: string;
  landType?: LandType;
  inDataBank?: boolean;
  roadWidthFt?: number;
  roadFrontageFt?: number;
}

/** Rent terms: deposit and maintenance in rupees, available in days, lock-in in months. */
function rent(
  securityDeposit: number,
  maintenanceMonthly: number,
  availableInDays: number,
  lockInMonths: number,
  tenantPreference: TenantPreference,
  petsAllowed: boolean | null,
): DemoFacts {
  return {
    securityDeposit,
    maintenanceMonthly,
    availableInDays,
    lockInMonths,
    tenantPreference,
    petsAllowed,
  };
}

/** The building: its floor (0 ground, null for a whole building) of how many, and services. */
function building(
  floor: number | null,
  totalFloors: number,
  facing: Facing,
  carpetArea: number,
  waterSource: WaterSource[],
  powerBackup: PowerBackup,
): DemoFacts {
  return { floor, totalFloors, facing, carpetArea, waterSource, powerBackup };
}

/** The land: survey number, village, taluk, kind, and the road (width and frontage in feet). */
function land(
  surveyNumber: string,
  village: string,
  taluk: string,
  landType: LandType,
  roadWidthFt: number,
  roadFrontageFt: number,
  inDataBank = false,
): DemoFacts {
  return { surveyNumber, village, taluk, landType, inDataBank, roadWidthFt, roadFrontageFt };
}

export const DEMO_LISTING_FACTS: Readonly<Record<string, DemoFacts>> = {
  // ---- Ernakulam ----
  '3 BHK sea-view apartment on Marine Drive': {
    ...building(11, 16, 'w', 1480, ['kwa'], 'full'),
    reraNumber: 'K-RERA/PRJ/ERN/048/2020',
  },
  'Fully furnished 2 BHK flat near Infopark, Kakkanad': {
    ...rent(100_000, 2500, 10, 11, 'any', false),
    ...building(6, 12, 'ne', 920, ['kwa', 'borewell'], 'full'),
  },
  '4 BHK independent house on 12 cents in Aluva': {
    ...building(null, 2, 'e', 2050, ['kwa', 'well'], 'partial'),
    ...land('412/3B', 'Aluva West', 'Aluva', 'purayidam', 12, 60),
  },
  '2 BHK house for rent near Aluva Metro': {
    ...rent(50_000, 0, 45, 11, 'family', true),
    ...building(0, 1, 's', 950, ['kwa', 'well'], 'none'),
    ...land('287/11', 'Aluva West', 'Aluva', 'purayidam', 10, 35),
  },
  '10 cents residential plot off Aluva–Perumbavoor Road': land(
    '156/4A',
    'Keezhmad',
    'Aluva',
    'purayidam',
    13,
    66,
  ),
  'Office space on MG Road, Kochi with 40 workstations': {
    ...rent(1_850_000, 25_000, 0, 36, 'company', null),
    ...building(4, 9, 'e', 2700, ['kwa'], 'partial'),
  },
  'Showroom building at Edappally junction near Lulu Mall': {
    ...building(null, 4, 'w', 12_000, ['kwa', 'borewell'], 'full'),
    ...land('98/2', 'Edappally North', 'Kanayannur', 'purayidam', 24, 110),
  },
  '3 BHK apartment next to Vyttila Mobility Hub': building(9, 14, 'e', 1250, ['kwa'], 'full'),
  'Warehouse with loading bay at KINFRA, Kalamassery': {
    ...rent(1_440_000, 0, 15, 36, 'company', null),
    ...building(0, 1, 'n', 11_500, ['borewell'], 'partial'),
    ...land('341/1', 'Kalamassery', 'Kanayannur', 'purayidam', 40, 120),
  },
  'Heritage bungalow for rent in Fort Kochi': {
    ...rent(300_000, 0, 20, 11, 'family', true),
    ...building(null, 2, 's', 1900, ['kwa', 'well'], 'partial'),
    ...land('1/142', 'Fort Kochi', 'Kochi', 'purayidam', 15, 70),
  },
  'Gated-community villa in Kakkanad with private garden': {
    ...building(null, 2, 'n', 2600, ['kwa', 'borewell'], 'full'),
    ...land('233/7', 'Kakkanad', 'Kanayannur', 'purayidam', 20, 50),
    reraNumber: 'K-RERA/PRJ/ERN/112/2021',
  },
  '2 BHK apartment for rent in Panampilly Nagar, Kochi': {
    ...rent(84_000, 3000, 5, 11, 'family', false),
    ...building(2, 7, 's', 980, ['kwa'], 'partial'),
  },
  'Furnished 4 BHK villa for rent in Elamkulam, Kochi': {
    ...rent(500_000, 4000, 30, 11, 'family', true),
    ...building(null, 2, 'e', 2900, ['kwa', 'well'], 'full'),
    ...land('612/5', 'Elamkulam', 'Kanayannur', 'purayidam', 16, 55),
  },
  'Ground-floor shop at Aluva Market Road': {
    ...rent(350_000, 1000, 0, 36, 'company', null),
    ...building(0, 3, 'n', 400, ['kwa'], 'none'),
  },
  'Commercial plot facing NH 544 at Angamaly': land(
    '524/2',
    'Angamaly',
    'Aluva',
    'purayidam',
    98,
    140,
  ),
  'Industrial plot of 60 cents near Cochin Airport, Nedumbassery': land(
    '301/6',
    'Nedumbassery',
    'Aluva',
    'purayidam',
    26,
    150,
  ),
  'Office suite for sale near Kaloor Stadium': building(2, 6, 'w', 1280, ['kwa'], 'full'),
  '3 BHK flat for rent in Palarivattom': {
    ...rent(150_000, 3500, 14, 11, 'family', false),
    ...building(5, 8, 'nw', 1230, ['kwa', 'borewell'], 'full'),
  },
  // ---- Thiruvananthapuram ----
  'Sea-facing villa on Kovalam Lighthouse Beach': {
    ...building(null, 2, 'sw', 3100, ['kwa', 'well'], 'full'),
    ...land('188/9', 'Vizhinjam', 'Neyyattinkara', 'purayidam', 12, 70),
  },
  '3 BHK apartment in Kowdiar, Thiruvananthapuram': {
    ...building(6, 11, 'e', 1450, ['kwa'], 'full'),
    reraNumber: 'K-RERA/PRJ/TVM/027/2020',
  },
  'Furnished 1 BHK near Technopark Phase 1': {
    ...rent(45_000, 1500, 3, 6, 'bachelors', false),
    ...building(3, 5, 'n', 540, ['kwa', 'borewell'], 'partial'),
  },
  'IT office space on the NH bypass near Technopark': {
    ...rent(950_000, 12_000, 0, 36, 'company', null),
    ...building(2, 5, 'e', 2050, ['kwa'], 'full'),
  },
  'Six-cent residential plot at Peroorkada, Thiruvananthapuram': land(
    '845/12',
    'Peroorkada',
    'Thiruvananthapuram',
    'purayidam',
    10,
    40,
  ),
  'Cliff-top plot with sea view in Varkala': land(
    '72/3-1',
    'Varkala',
    'Varkala',
    'purayidam',
    12,
    80,
  ),
  'Commercial land on the Kazhakkoottam–Kovalam bypass': land(
    '402/8',
    'Kazhakkoottam',
    'Thiruvananthapuram',
    'purayidam',
    148,
    160,
  ),
  '2 BHK house for rent in Pattom': {
    ...rent(100_000, 0, 7, 11, 'family', true),
    ...building(0, 1, 'n', 1100, ['borewell'], 'none'),
    ...land('1290/4', 'Pattom', 'Thiruvananthapuram', 'purayidam', 10, 30),
  },
  // ---- Thrissur ----
  'Traditional nalukettu-style house on 18 cents near Guruvayur': {
    ...building(null, 1, 'e', 2400, ['well'], 'none'),
    ...land('208/3', 'Guruvayur', 'Chavakkad', 'purayidam', 14, 75),
  },
  '3 BHK apartment near Swaraj Round, Thrissur': {
    ...rent(66_000, 2000, 10, 11, 'family', false),
    ...building(4, 7, 's', 1180, ['kwa'], 'full'),
  },
  'Five-cent house plot at Ayyanthole, Thrissur': land(
    '1562/2',
    'Ayyanthole',
    'Thrissur',
    'nilam_converted',
    16,
    45,
  ),
  'Villa with courtyard on 20 cents in Chalakudy': {
    ...building(null, 2, 'e', 2600, ['well'], 'partial'),
    ...land('673/1', 'Chalakudy', 'Chalakudy', 'purayidam', 12, 85),
  },
  'Showroom space on MG Road, Thrissur': {
    ...rent(950_000, 5000, 30, 60, 'company', null),
    ...building(0, 3, 'w', 1450, ['kwa'], 'partial'),
  },
  // ---- Kozhikode ----
  'Ground-floor shop on SM Street, Kozhikode': {
    ...rent(650_000, 0, 0, 36, 'company', null),
    ...building(0, 2, 's', 340, ['kwa'], 'none'),
  },
  '3 BHK apartment on Mavoor Road, Kozhikode': {
    ...building(8, 14, 'e', 1340, ['kwa', 'borewell'], 'full'),
    reraNumber: 'K-RERA/PRJ/KKD/044/2021',
  },
  '4 BHK house on 10 cents at Chevayur, Kozhikode': {
    ...building(null, 2, 'n', 2250, ['kwa', 'well'], 'partial'),
    ...land('139/5', 'Chevayur', 'Kozhikode', 'purayidam', 12, 55),
  },
  '2 BHK house for rent near Kozhikode Beach': {
    ...rent(60_000, 0, 20, 11, 'family', false),
    ...building(0, 2, 'w', 980, ['well'], 'none'),
    ...land('57/14', 'Kasaba', 'Kozhikode', 'purayidam', 10, 38),
  },
  'Commercial land on the Kozhikode bypass at Thondayad': land(
    '24/1',
    'Nellikode',
    'Kozhikode',
    'purayidam',
    148,
    100,
  ),
  'Office space on Mavoor Road near the KSRTC terminal': {
    ...rent(270_000, 3000, 0, 24, 'company', null),
    ...building(2, 4, 's', 950, ['kwa'], 'full'),
  },
  '12 cents residential land near IIM Kozhikode, Kunnamangalam': land(
    '88/2A',
    'Kunnamangalam',
    'Kozhikode',
    'purayidam',
    12,
    60,
  ),
  // ---- Kannur and Kasaragod ----
  '3 BHK house on 8 cents near Payyambalam Beach, Kannur': {
    ...building(null, 2, 'w', 1650, ['well'], 'partial'),
    ...land('305/7', 'Puzhathi', 'Kannur', 'purayidam', 14, 50),
  },
  '2 BHK apartment for rent in Thalassery town': {
    ...rent(42_000, 1200, 60, 11, 'family', false),
    ...building(3, 5, 'n', 900, ['kwa'], 'partial'),
  },
  'Shop room on Fort Road, Kannur': {
    ...rent(200_000, 500, 0, 24, 'company', null),
    ...building(0, 2, 'e', 290, ['kwa'], 'none'),
  },
  'Industrial shed near Kannur Airport, Mattanur': {
    ...rent(660_000, 0, 30, 60, 'company', null),
    ...building(0, 1, 'n', 7600, ['borewell'], 'partial'),
    ...land('126/3', 'Mattannur', 'Thalassery', 'purayidam', 24, 130),
  },
  'Residential plot of 10 cents at Taliparamba': land(
    '412/1',
    'Taliparamba',
    'Taliparamba',
    'purayidam',
    12,
    62,
  ),
  'Beach-side plot of 25 cents near Bekal Fort': land(
    '98/4',
    'Pallikkara',
    'Hosdurg',
    'purayidam',
    10,
    90,
  ),
  'One acre of industrial land near Anantapuram, Kumbla': land(
    '240/1',
    'Kumbla',
    'Manjeshwaram',
    'purayidam',
    20,
    180,
  ),
  // ---- South and central Kerala ----
  'Four-storey commercial building at Chinnakada, Kollam': {
    ...building(null, 4, 's', 7800, ['kwa'], 'partial'),
    ...land('42/6', 'Kollam East', 'Kollam', 'purayidam', 30, 80),
  },
  '3 BHK house for rent near Ashtamudi Lake, Kollam': {
    ...rent(66_000, 0, 15, 11, 'family', true),
    ...building(null, 2, 'w', 1350, ['kwa', 'well'], 'partial'),
    ...land('311/2', 'Thrikkadavoor', 'Kollam', 'purayidam', 10, 45),
  },
  'Two-acre agricultural paddy land in Kuttanad': land(
    '17/1',
    'Champakulam',
    'Kuttanad',
    'nilam',
    8,
    150,
    true,
  ),
  'Lake-view villa for rent near Punnamada, Alappuzha': {
    ...rent(390_000, 2000, 25, 11, 'any', true),
    ...building(null, 2, 'w', 2100, ['kwa', 'well'], 'full'),
    ...land('505/3', 'Thathampally', 'Ambalappuzha', 'purayidam', 10, 60),
  },
  'Lakeside villa in Kumarakom with private jetty': {
    ...building(null, 2, 'w', 3700, ['kwa', 'well'], 'full'),
    ...land('390/2', 'Kumarakom', 'Kottayam', 'purayidam', 12, 120),
  },
  'Commercial building for rent on KK Road, Kottayam': {
    ...rent(3_500_000, 0, 30, 60, 'company', null),
    ...building(null, 3, 'e', 10_500, ['kwa'], 'full'),
    ...land('215/8', 'Kottayam', 'Kottayam', 'purayidam', 40, 90),
  },
  'Three-acre rubber plantation near Pala': land(
    '512/1',
    'Lalam',
    'Meenachil',
    'plantation',
    12,
    200,
  ),
  'Cardamom plantation of 5 acres near Kumily': land(
    '66/1',
    'Kumily',
    'Peerumade',
    'plantation',
    10,
    250,
  ),
  'Tea-valley view cottage villa in Munnar': {
    ...building(null, 2, 'e', 1750, ['well'], 'partial'),
    ...land('62/1', 'Kannan Devan Hills', 'Devikulam', 'purayidam', 12, 80),
  },
  // ---- Palakkad, Malappuram, Wayanad, Pathanamthitta ----
  'Food-processing unit for sale in Kanjikode industrial area': {
    ...building(0, 1, 'n', 17_000, ['borewell'], 'full'),
    ...land('718/2', 'Pudussery East', 'Palakkad', 'purayidam', 30, 200),
  },
  'Industrial land of 1 acre on NH 544 at Kanjikode': land(
    '722/5',
    'Pudussery East',
    'Palakkad',
    'purayidam',
    30,
    200,
  ),
  'Paddy land of 3 acres at Nemmara': land('1021/3', 'Nemmara', 'Chittur', 'nilam', 8, 220, true),
  '3 BHK house near Kalmandapam, Palakkad': {
    ...building(0, 1, 'e', 1450, ['kwa', 'borewell'], 'none'),
    ...land('93/6', 'Yakkara', 'Palakkad', 'purayidam', 14, 42),
  },
  'Shop for sale in Perinthalmanna town': building(0, 4, 's', 360, ['kwa'], 'none'),
  '4 BHK house with 15 cents in Manjeri': {
    ...building(null, 2, 'n', 2300, ['well'], 'partial'),
    ...land('176/4', 'Manjeri', 'Ernad', 'purayidam', 16, 70),
  },
  'Coffee estate of 4 acres near Sulthan Bathery': land(
    '301/2',
    'Sulthan Bathery',
    'Sulthan Bathery',
    'plantation',
    12,
    220,
  ),
  '4 BHK house near Thiruvalla railway station': {
    ...building(null, 2, 'e', 2500, ['kwa', 'well'], 'partial'),
    ...land('425/1', 'Thiruvalla', 'Thiruvalla', 'purayidam', 12, 65),
  },
  'Office floor for sale at Vazhuthacaud, Thiruvananthapuram': building(
    3,
    6,
    'n',
    1700,
    ['kwa'],
    'full',
  ),
};
