import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../contract/audit';
import {
  type ActivityItem,
  byDay,
  formatValue,
  type ShownValue,
  toActivityItems,
  VALUE_LIMIT,
} from './activity-format';

const AT = '2026-11-28T14:14:04.368Z';

let nextId = 100;
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: (nextId -= 1),
  at: AT,
  actor_id: 3,
  actor_email: 'meera@veedu.test',
  action: 'updated',
  entity: 'property',
  entity_id: 12,
  property_id: 12,
  changes: {},
  names: { property: { 12: 'Sea-view villa in Kovalam' } },
  photo: null,
  ...overrides,
});

const text = (value: string): ShownValue => ({ kind: 'text', text: value });
const note = (value: string): ShownValue => ({ kind: 'note', text: value });

/** Every word an item puts on the screen. */
function wordsOf(item: ActivityItem): string {
  const valueWords = (value: ShownValue | null): string[] => {
    if (!value) return [];
    switch (value.kind) {
      case 'text':
        return [value.text, value.full ?? ''];
      case 'note':
        return [value.text];
      case 'list':
        return value.items;
      case 'link':
        return [value.url];
      case 'photos':
        return value.photos.flatMap((photo) => [photo.alt, photo.caption ?? '']);
      default:
        return ['—'];
    }
  };
  return [
    item.actor,
    item.action,
    item.subject ?? '',
    item.reference ?? '',
    item.link?.label ?? '',
    ...item.changes.flatMap((change) => [
      change.field,
      change.summary ?? '',
      ...valueWords(change.before),
      ...valueWords(change.after),
    ]),
  ].join('\n');
}

describe('a recorded value as the back office shows it', () => {
  const names: AuditEntry['names'] = {
    state: { 1: 'Kerala' },
    district: { 7: 'Ernakulam' },
    city: { 7: 'Kakkanad', 9: 'Edappally' },
    property_type: { 3: 'Villa' },
    feature: { 5: 'Swimming pool' },
    property: { 12: 'Sea-view villa in Kovalam' },
    user: { 4: 'Nimmi Thomas' },
  };

  it('names places, types, features, listings and members by the names the trail kept', () => {
    expect(formatValue('state_id', 1, { names })).toEqual(text('Kerala'));
    expect(formatValue('district_id', 7, { names })).toEqual(text('Ernakulam'));
    expect(formatValue('city_id', 9, { names })).toEqual(text('Edappally'));
    expect(formatValue('property_type_id', 3, { names })).toEqual(text('Villa'));
    expect(formatValue('feature_id', 5, { names })).toEqual(text('Swimming pool'));
    expect(formatValue('property_id', 12, { names })).toEqual(
      text('“Sea-view villa in Kovalam” (#12)'),
    );
    expect(formatValue('assigned_to', 4, { names })).toEqual(text('Nimmi Thomas'));
  });

  it('says honestly when an id was deleted before it could be named', () => {
    expect(formatValue('city_id', 70, { names })).toEqual(note('Town since deleted (#70)'));
    expect(formatValue('property_type_id', 30, { names })).toEqual(
      note('Property type since deleted (#30)'),
    );
    expect(formatValue('property_id', 99, { names })).toEqual(note('Listing since deleted (#99)'));
    expect(formatValue('recorded_by', 8, { names })).toEqual(note('a member since removed'));
  });

  it('shows prices in lakh and crore, exact to the rupee', () => {
    expect(formatValue('price', 42_000_000)).toEqual(text('₹4.2 Cr'));
    expect(formatValue('price', 8_500_000)).toEqual(text('₹85 Lakh'));
    expect(formatValue('price', 4_250_000)).toEqual(text('₹42.5 Lakh'));
    expect(formatValue('price', 18_000)).toEqual(text('₹18,000'));
    // Rounding to two decimals would hide the 250 rupees: they are said.
    expect(formatValue('price', 4_200_250)).toEqual(text('₹42 Lakh (₹42,00,250)'));
  });

  it('gives areas their units: sq.ft built up, cents of land', () => {
    expect(formatValue('area', 1450)).toEqual(text('1,450 sq.ft'));
    expect(formatValue('area', 1450.5)).toEqual(text('1,450.5 sq.ft'));
    expect(formatValue('cents', 12.5)).toEqual(text('12.5 cents'));
  });

  it("shows times and days in Kerala's time and the admin's format", () => {
    expect(formatValue('confirmed_at', '2026-11-28T19:44:04.368+00:00')).toEqual(
      text('29 Nov 2026, 1:14 am'),
    );
    expect(formatValue('expires_at', '2026-11-28T10:00:00Z')).toEqual(text('28 Nov 2026, 3:30 pm'));
    expect(formatValue('follow_up_on', '2026-12-05')).toEqual(text('Sat, 5 Dec 2026'));
    expect(formatValue('visited_on', '2026-01-10')).toEqual(text('Sat, 10 Jan 2026'));
    // A visitor's preferred visit time, in India and Gulf time as the enquiry shows it.
    expect(formatValue('preferred_visit_at', '2026-12-05T05:00:00+00:00')).toEqual(
      text(
        'Sat, 5 Dec 2026, 10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain',
      ),
    );
    expect(formatValue('preferred_visit_at', '(erased)')).toEqual({ kind: 'note', text: 'erased' });
    // A field this screen does not know yet is read by its shape.
    expect(formatValue('archived_at', '2026-11-28T19:44:04.368+00:00')).toEqual(
      text('29 Nov 2026, 1:14 am'),
    );
  });

  it('says Yes and No', () => {
    expect(formatValue('is_active', true)).toEqual(text('Yes'));
    expect(formatValue('is_active', false)).toEqual(text('No'));
    expect(formatValue('anything_new', false)).toEqual(text('No'));
  });

  it('lists nearby places with their distances, whatever shape they were kept in', () => {
    const listed: ShownValue = {
      kind: 'list',
      items: ['Lighthouse Beach · 0.3 km', 'Vizhinjam Harbour · 4.0 km', 'Temple'],
    };
    const places = [
      { place: 'Lighthouse Beach', distance: 0.3 },
      { place: 'Vizhinjam Harbour', distance: 4 },
      { place: 'Temple', distance: null },
    ];
    expect(formatValue('nearby_places', places)).toEqual(listed);
    expect(formatValue('nearby_places', JSON.stringify(places))).toEqual(listed);
    expect(formatValue('nearby_places', [])).toEqual({ kind: 'empty' });
  });

  it('shows the embedded map by its address, never its markup', () => {
    const markup =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;z=14" width="600" height="450" style="border:0;" allowfullscreen=""></iframe>';
    expect(formatValue('google_embedded_map_link', markup)).toEqual({
      kind: 'link',
      url: 'https://www.google.com/maps/embed?pb=!1m18!1m12&z=14',
      href: 'https://www.google.com/maps/embed?pb=!1m18!1m12&z=14',
    });
    // Not Google's: its address as text, not a link to follow.
    expect(
      formatValue('google_embedded_map_link', '<iframe src="https://maps.example.com/x"></iframe>'),
    ).toEqual({ kind: 'link', url: 'https://maps.example.com/x', href: null });
    expect(formatValue('google_embedded_map_link', '<div>no map here</div>')).toEqual(
      note('not a map link'),
    );
  });

  it('shows links as links, and only http ones to follow', () => {
    expect(formatValue('youtube_video_link', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'link',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      href: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(formatValue('google_maps_url', 'https://maps.app.goo.gl/abc')).toMatchObject({
      kind: 'link',
    });
    expect(formatValue('youtube_video_link', 'javascript:alert(1)')).toEqual(
      text('javascript:alert(1)'),
    );
  });

  it('cuts long texts at a word, keeping the whole for "Show all"', () => {
    const long = `${'The house faces the sea. '.repeat(12)}End.`;
    const shown = formatValue('description', long);
    expect(shown.kind).toBe('text');
    if (shown.kind !== 'text') return;
    expect(shown.full).toBe(long);
    expect(shown.text.length).toBeLessThanOrEqual(VALUE_LIMIT + 1);
    // Cut after a whole word, with an ellipsis.
    const kept = shown.text.slice(0, -1);
    expect(shown.text.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    expect(formatValue('description', 'Short and sweet.')).toEqual(text('Short and sweet.'));
  });

  it('says statuses and choices in the back office’s words', () => {
    expect(formatValue('status', 'draft', { entity: 'property' })).toEqual(text('Draft'));
    expect(formatValue('status', 'available', { entity: 'property' })).toEqual(text('Available'));
    expect(formatValue('status', 'visit_scheduled', { entity: 'enquiry' })).toEqual(
      text('Visit scheduled'),
    );
    expect(formatValue('property_for', 'sell')).toEqual(text('For Sale'));
    expect(formatValue('property_ownership', 'direct_owner')).toEqual(text('Owner'));
    expect(formatValue('furnishing', 'semi_furnished')).toEqual(text('Semi-furnished'));
    expect(formatValue('role', 'agent')).toEqual(text('Agent'));
    expect(formatValue('checks', ['title_deed_seen', 'location_matches'])).toEqual({
      kind: 'list',
      items: ['Title deed seen', 'Location matches'],
    });
  });

  it('writes numbers as people read them', () => {
    expect(formatValue('phone_number', '+919846012345')).toEqual(text('+91 98460 12345'));
    expect(formatValue('built_year', 2019)).toEqual(text('2019'));
    expect(formatValue('bedrooms', 3)).toEqual(text('3'));
    expect(formatValue('latitude', 10.015912)).toEqual(text('10.015912'));
  });

  it('shows values held back as such, whatever the field', () => {
    expect(formatValue('password', '(hidden)')).toEqual(note('hidden'));
    expect(formatValue('email', '(erased)')).toEqual(note('erased'));
    expect(formatValue('price', '(erased)')).toEqual(note('erased'));
    expect(formatValue('city_id', '(erased)', { names })).toEqual(note('erased'));
    expect(formatValue('nearby_places', '(erased)')).toEqual(note('erased'));
    expect(formatValue('google_embedded_map_link', '(hidden)')).toEqual(note('hidden'));
  });

  it('never shows JSON or markup for a value it does not know', () => {
    expect(formatValue('settings', { sea_view: true, floors: 2 })).toEqual({
      kind: 'list',
      items: ['Sea view: Yes', 'Floors: 2'],
    });
    expect(formatValue('tags', ['quiet', { near: 'beach' }])).toEqual({
      kind: 'list',
      items: ['quiet', 'Near: beach'],
    });
    expect(formatValue('note_html', '<p>Call <b>after</b> 5</p>')).toEqual(text('Call after 5'));
    expect(formatValue('anything', null)).toEqual({ kind: 'empty' });
  });
});

describe('the Activity screen’s items', () => {
  it('makes a listing’s save one item: its fields, features and photos', () => {
    const names = {
      property: { 12: 'Sea-view villa in Kovalam' },
      city: { 7: 'Kakkanad', 9: 'Kovalam' },
      feature: { 5: 'Swimming pool', 6: 'Garden' },
    };
    const items = toActivityItems([
      entry({
        entity: 'property_image',
        entity_id: 41,
        action: 'created',
        changes: {
          id: [null, 41],
          image: [null, '/media/properties/a/main.jpg'],
          position: [null, 2],
        },
        photo: { url: '/media/properties/a/400.webp', width: 400, height: 267 },
      }),
      entry({
        entity: 'property_image',
        entity_id: 40,
        action: 'deleted',
        changes: {
          id: [40, null],
          image: ['/media/properties/b/main.jpg', null],
          position: [0, null],
        },
      }),
      entry({
        entity: 'property_image',
        entity_id: 39,
        changes: { position: [2, 0] },
        photo: { url: '/media/properties/c/400.webp', width: 400, height: 300 },
      }),
      entry({
        entity: 'property_feature',
        entity_id: null,
        action: 'created',
        changes: { feature_id: [null, 5], property_id: [null, 12] },
        names,
      }),
      entry({
        entity: 'property_feature',
        entity_id: null,
        action: 'deleted',
        changes: { feature_id: [6, null], property_id: [12, null] },
        names,
      }),
      entry({
        changes: {
          city_id: [7, 9],
          price: [8_500_000, 42_000_000],
          status: ['draft', 'available'],
          google_embedded_map_link: [
            null,
            '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
          ],
        },
        names,
      }),
      // An earlier save of the same listing: an item of its own.
      entry({ at: '2026-11-28T10:00:00.000Z', changes: { bedrooms: [2, 3] } }),
    ]);
    expect(items).toHaveLength(2);
    const [save, earlier] = items;
    expect(save).toMatchObject({
      actor: 'meera@veedu.test',
      action: 'edited the listing',
      subject: '“Sea-view villa in Kovalam”',
      reference: '#12',
      link: { href: '/admin/edit-property/12', label: 'Open listing' },
    });
    expect(save!.changes.map((change) => change.field)).toEqual([
      'Status',
      'Price',
      'Town',
      'Google map',
      'Features added',
      'Features removed',
      'Photos added',
      'Photos removed',
      'Photos reordered',
    ]);
    const byField = Object.fromEntries(save!.changes.map((change) => [change.field, change]));
    expect(byField.Status).toMatchObject({ before: text('Draft'), after: text('Available') });
    expect(byField.Price).toMatchObject({ before: text('₹85 Lakh'), after: text('₹4.2 Cr') });
    expect(byField.Town).toMatchObject({ before: text('Kakkanad'), after: text('Kovalam') });
    expect(byField['Google map']).toMatchObject({
      summary: 'Google map link added',
      after: { kind: 'link', url: 'https://www.google.com/maps/embed?pb=1' },
    });
    expect(byField['Features added']!.after).toEqual({ kind: 'list', items: ['Swimming pool'] });
    expect(byField['Features removed']!.before).toEqual({ kind: 'list', items: ['Garden'] });
    expect(byField['Photos added']!.after).toMatchObject({
      kind: 'photos',
      photos: [
        { url: '/media/properties/a/400.webp', alt: 'Photo 3 of “Sea-view villa in Kovalam”' },
      ],
    });
    // The removed photo's files are gone: no address, a placeholder.
    expect(byField['Photos removed']!.before).toMatchObject({
      kind: 'photos',
      photos: [{ url: null, alt: 'Cover photo of “Sea-view villa in Kovalam”' }],
    });
    expect(byField['Photos reordered']!.after).toMatchObject({
      kind: 'photos',
      photos: [{ caption: 'Now the cover' }],
    });
    expect(earlier).toMatchObject({
      action: 'edited the listing',
      changes: [{ field: 'Bedrooms' }],
    });
  });

  it('says a listing’s status change from what to what', () => {
    const [item] = toActivityItems([entry({ changes: { status: ['draft', 'available'] } })]);
    expect(item).toMatchObject({
      action: 'changed the status of the listing',
      changes: [{ field: 'Status', before: text('Draft'), after: text('Available') }],
    });
  });

  it('shows what a new listing was given, and a deleted one had, without the empty fields', () => {
    const changes = {
      id: [null, 12],
      contact_name: [null, 'Anitha Menon'],
      title: [null, 'Sea-view villa in Kovalam'],
      cents: [null, null],
      price: [null, 9_500_000],
    } satisfies AuditEntry['changes'];
    const [created] = toActivityItems([entry({ action: 'created', changes })]);
    expect(created).toMatchObject({ action: 'added the listing', reference: '#12' });
    // Its key facts first; the rest after "Show all".
    expect(created!.previewCount).toBe(2);
    expect(created!.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ['Title', null, text('Sea-view villa in Kovalam')],
      ['Price', null, text('₹95 Lakh')],
      ['Contact name', null, text('Anitha Menon')],
    ]);
    const [deleted] = toActivityItems([
      entry({
        action: 'deleted',
        changes: { title: ['Sea-view villa in Kovalam', null], price: [9_500_000, null] },
      }),
    ]);
    expect(deleted).toMatchObject({ action: 'deleted the listing', link: null });
    expect(deleted!.changes.map((change) => [change.field, change.after])).toEqual([
      ['Title', null],
      ['Price', null],
    ]);
  });

  it('names places, types and features by their own names, and members by theirs', () => {
    const [renamed, member, town] = toActivityItems([
      entry({
        entity: 'feature',
        entity_id: 5,
        property_id: null,
        changes: { name: ['Pool', 'Swimming pool'] },
        names: { feature: { 5: 'Swimming pool' } },
      }),
      entry({
        entity: 'user',
        entity_id: 4,
        property_id: null,
        changes: { role: ['agent', 'owner'], password: ['(hidden)', '(hidden)'] },
        names: { user: { 4: 'Nimmi Thomas' } },
      }),
      entry({
        entity: 'city',
        entity_id: 7,
        property_id: null,
        action: 'deleted',
        changes: { name: ['Kakkanad', null], district_id: [7, null] },
        names: {},
      }),
    ]);
    expect(renamed).toMatchObject({
      action: 'renamed the feature',
      subject: '“Swimming pool”',
      link: { href: '/admin/settings' },
      changes: [{ field: 'Name', before: text('Pool'), after: text('Swimming pool') }],
    });
    expect(member).toMatchObject({ action: 'edited the team member', subject: 'Nimmi Thomas' });
    expect(member!.changes).toMatchObject([
      { field: 'Role', before: text('Agent'), after: text('Owner') },
      { field: 'Password', before: note('hidden'), after: note('hidden') },
    ]);
    expect(town).toMatchObject({ action: 'deleted town', subject: null, reference: '#7' });
    expect(town!.changes).toMatchObject([
      { field: 'District', before: note('District since deleted (#7)') },
      { field: 'Name', before: text('Kakkanad') },
    ]);
  });

  it('shows a banner by its picture, or a placeholder once removed', () => {
    const [removed, added] = toActivityItems([
      entry({
        entity: 'hero_banner',
        entity_id: 3,
        property_id: null,
        action: 'deleted',
        changes: { id: [3, null], image: ['/media/hero-banners/x/main.jpg', null] },
        names: {},
      }),
      entry({
        entity: 'hero_banner',
        entity_id: 3,
        property_id: null,
        action: 'created',
        changes: { id: [null, 3], image: [null, '/media/hero-banners/x/main.jpg'] },
        names: {},
        photo: { url: '/media/hero-banners/x/400.webp', width: 400, height: 200 },
      }),
    ]);
    expect(removed).toMatchObject({
      action: 'removed a hero banner',
      changes: [{ field: 'Image', before: { kind: 'photos', photos: [{ url: null }] } }],
    });
    expect(added!.changes).toMatchObject([
      {
        field: 'Image',
        after: { photos: [{ url: '/media/hero-banners/x/400.webp', alt: 'Hero banner' }] },
      },
    ]);
  });

  it('names the listing of a site visit and an enquiry’s assignee', () => {
    const [visit, enquiry] = toActivityItems([
      entry({
        entity: 'site_visit',
        entity_id: 8,
        action: 'created',
        changes: {
          visited_on: [null, '2026-11-27'],
          checks: [null, ['title_deed_seen']],
          recorded_by: [null, 3],
          property_id: [null, 12],
        },
        names: { property: { 12: 'Sea-view villa in Kovalam' }, user: { 3: 'Meera Nair' } },
      }),
      entry({
        entity: 'enquiry',
        entity_id: 31,
        changes: { assigned_to: [null, 3], status: ['new', 'contacted'] },
        names: { property: { 12: 'Sea-view villa in Kovalam' }, user: { 3: 'Meera Nair' } },
      }),
    ]);
    expect(visit).toMatchObject({
      action: 'recorded a site visit to the listing',
      subject: '“Sea-view villa in Kovalam”',
      reference: '#12',
    });
    expect(visit!.changes.map((change) => change.field)).toEqual([
      'Visited on',
      'Checked',
      'Recorded by',
    ]);
    expect(enquiry).toMatchObject({
      action: 'updated an enquiry',
      link: { href: '/admin/enquiries/31' },
      changes: [
        { field: 'Status', before: text('New'), after: text('Contacted') },
        { field: 'Assigned to', before: { kind: 'empty' }, after: text('Meera Nair') },
      ],
    });
  });

  it('puts no id, ISO time, JSON or markup on the screen', () => {
    const items = toActivityItems([
      entry({
        changes: {
          state_id: [1, 2],
          district_id: [1, 12],
          city_id: [7, 9],
          property_type_id: [3, 4],
          confirmed_at: ['2026-11-28T19:44:04.368+00:00', '2026-11-29T08:00:00+00:00'],
          nearby_places: [[], [{ place: 'Lighthouse Beach', distance: 0.3 }]],
          google_embedded_map_link: [
            '<iframe src="https://www.google.com/maps/embed?pb=old"></iframe>',
            '<iframe src="https://www.google.com/maps/embed?pb=new"></iframe>',
          ],
          price: [4_200_000, 42_000_000],
          description: ['Old', `New ${'words '.repeat(60)}`],
        },
        names: {
          state: { 1: 'Kerala', 2: 'Tamil Nadu' },
          district: { 1: 'Thiruvananthapuram', 12: 'Ernakulam' },
          city: { 7: 'Kovalam', 9: 'Kakkanad' },
          property_type: { 3: 'Villa', 4: 'Apartment' },
          property: { 12: 'Sea-view villa in Kovalam' },
        },
      }),
    ]);
    const words = items.map(wordsOf).join('\n');
    expect(words).not.toMatch(/\b(State|District|Town|City|Property type|Feature)\s+#?\d+\b/i);
    expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(words).not.toMatch(/[[{]\s*["{[]/);
    expect(words).not.toMatch(/<\/?[a-z]/i);
    expect(words).not.toMatch(/\b\d{6,}\b/);
    expect(words).toContain('Tamil Nadu');
    expect(words).toContain('₹4.2 Cr');
    expect(words).toContain('29 Nov 2026, 1:14 am');
    expect(words).toContain('Lighthouse Beach · 0.3 km');
    expect(words).toContain('Google map link changed');
  });
});

describe('withdrawals, revocations and erasures', () => {
  it('says a withdrawn invitation and a revoked preview link in words, with what was there', () => {
    const [invitation, link] = toActivityItems([
      entry({
        action: 'withdrawn',
        entity: 'invitation',
        entity_id: 4,
        property_id: null,
        changes: { email: ['asha@veedu.test', null], role: ['owner', null] },
        names: {},
      }),
      entry({
        action: 'revoked',
        entity: 'preview_link',
        entity_id: 3,
        changes: { property_id: [12, null], expires_at: ['2026-12-05T10:00:00.000Z', null] },
      }),
    ]);
    expect(invitation?.action).toMatch(/^withdrew (the|an) invitation/);
    expect(invitation?.changes.map((change) => [change.field, change.after])).toContainEqual([
      'E-mail',
      null,
    ]);
    expect(link?.action).toBe('revoked a preview link for the listing');
    expect(link?.changes.every((change) => change.before !== null && change.after === null)).toBe(
      true,
    );
  });

  it('says an erasure of personal data by its counts, never as changed from nothing', () => {
    const [item] = toActivityItems([
      entry({
        action: 'erased',
        entity: 'personal_data',
        entity_id: null,
        property_id: null,
        changes: { reason: [null, 'request'], enquiries: [null, 2] },
        names: {},
      }),
    ]);
    expect(item?.action).toBe('erased personal data');
    expect(item?.link).toBeNull();
    expect(item?.changes.map((change) => [change.field, change.before, change.after])).toEqual(
      expect.arrayContaining([['Enquiries', null, text('2')]]),
    );
  });
});

describe('site facts', () => {
  it('says an edit of the site facts in words, with the year as a year', () => {
    const [item] = toActivityItems([
      entry({
        action: 'updated',
        entity: 'site_facts',
        entity_id: null,
        property_id: null,
        changes: { founded_year: [2010, 2008], clients_served: [400, 12_500] },
        names: {},
      }),
    ]);
    expect(item?.action).toBe('edited the site facts');
    expect(item?.link).toEqual({ href: '/admin/settings', label: 'Open settings' });
    expect(item?.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ['Year founded', text('2010'), text('2008')],
      ['Clients served', text('400'), text('12,500')],
    ]);
  });
});

describe('exchange rates', () => {
  it('says an edit of the exchange rates in words, each rate and date by its currency', () => {
    const [item] = toActivityItems([
      entry({
        action: 'updated',
        entity: 'exchange_rates',
        entity_id: null,
        property_id: null,
        changes: { aed_inr: [24.1525, 24.2], aed_date: ['2026-11-27', '2026-11-28'] },
        names: {},
      }),
    ]);
    expect(item?.action).toBe('edited the exchange rates');
    expect(item?.link).toEqual({ href: '/admin/settings', label: 'Open settings' });
    expect(item?.changes.map((change) => change.field)).toEqual(['AED rate (₹)', 'AED rate date']);
  });
});

describe('links and names of the screen', () => {
  it('opens no listing deleted since, and names whom an invitation is for', () => {
    const items = toActivityItems([
      entry({ action: 'deleted', changes: { title: ['Sea-view villa in Kovalam', null] } }),
      entry({ at: '2026-11-28T10:00:00.000Z', changes: { price: [9_000_000, 9_500_000] } }),
      entry({ entity_id: 13, property_id: 13, changes: { bedrooms: [2, 3] }, names: {} }),
      entry({
        entity: 'invitation',
        entity_id: 2,
        property_id: null,
        action: 'created',
        changes: { name: [null, 'Nimmi Thomas'], token: ['(hidden)', '(hidden)'] },
        names: {},
      }),
      entry({
        entity: 'invitation',
        entity_id: 2,
        property_id: null,
        action: 'deleted',
        changes: { name: ['(erased)', null] },
        names: {},
      }),
    ]);
    expect(items.map((item) => item.link?.href ?? null)).toEqual([
      null,
      null,
      '/admin/edit-property/13',
      '/admin/team',
      '/admin/team',
    ]);
    expect(items[2]).toMatchObject({ action: 'edited listing', subject: null, reference: '#13' });
    expect(items[3]).toMatchObject({ action: 'invited', subject: 'Nimmi Thomas' });
    expect(items[3]!.changes).toMatchObject([
      { field: 'Name', after: text('Nimmi Thomas') },
      { field: 'Link', after: note('hidden') },
    ]);
    expect(items[4]).toMatchObject({ action: 'withdrew an invitation', subject: null });
  });
});

describe('days in Kerala', () => {
  it('groups items by their day in Kerala (IST), newest first', () => {
    const days = byDay([
      { id: 3, at: '2026-11-26T20:00:00.000Z' },
      { id: 2, at: '2026-11-26T10:00:00.000Z' },
      { id: 1, at: '2026-11-25T17:00:00.000Z' },
    ]);
    // 20:00 UTC is 1:30 am on the 27th in Kerala; 17:00 UTC on the 25th is 10:30 pm there.
    expect(days.map((day) => [day.day, day.items.map((item) => item.id)])).toEqual([
      ['Fri, 27 Nov 2026', [3]],
      ['Thu, 26 Nov 2026', [2]],
      ['Wed, 25 Nov 2026', [1]],
    ]);
  });
});
