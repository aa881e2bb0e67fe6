/**
 * Demo images for the demo listings and banners: flat, illustrative scenes drawn as SVG and
 * rasterised with sharp. Everything is made here, deterministically from (theme, seed): no network,
 * no files, no fonts and no text in the pictures. Layered shapes, gradients and gradient "shadows"
 * give depth; blur filters are avoided because librsvg renders them slowly.
 */
import sharp from 'sharp';

export type DemoImageTheme =
  | 'apartment'
  | 'house'
  | 'villa'
  | 'traditional'
  | 'office'
  | 'shop'
  | 'commercial'
  | 'industrial'
  | 'land'
  | 'paddy'
  | 'plantation'
  | 'beach';

export const DEMO_IMAGE_THEMES: readonly DemoImageTheme[] = [
  'apartment',
  'house',
  'villa',
  'traditional',
  'office',
  'shop',
  'commercial',
  'industrial',
  'land',
  'paddy',
  'plantation',
  'beach',
];

const W = 1600;
const H = 1067;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32 seeded from a hash of the inputs, so a listing always gets its pictures.

class Rand {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rand.pick: no items');
    return item;
  }
}

function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Colours.

function toRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

// ---------------------------------------------------------------------------------------------
// SVG building.

/** Numbers in the markup, to one decimal. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

type Stop = readonly [offset: number, color: string, opacity?: number];

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

/** One picture being drawn: its size, its random stream and its `<defs>`. */
class Scene {
  private readonly defs: string[] = [];
  private counter = 0;
  private shadowFill: string | undefined;
  /** Where receding horizontal lines meet (for side walls and roofs). */
  vp: Pt = [W * 2, H / 2];

  constructor(
    readonly r: Rand,
    readonly w = W,
    readonly h = H,
  ) {}

  private id(): string {
    this.counter += 1;
    return `d${this.counter}`;
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id();
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * A repeating tile in user space. Its size is rounded to whole pixels: librsvg draws patterns
   * with fractional tiles a hundred times slower.
   */
  pattern(w: number, h: number, content: string): string {
    const id = this.id();
    const pw = Math.max(1, Math.round(w));
    const ph = Math.max(1, Math.round(h));
    this.defs.push(
      `<pattern id="${id}" width="${pw}" height="${ph}" patternUnits="userSpaceOnUse">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft contact shadow: an ellipse filled with a fading radial gradient. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    this.shadowFill ??= this.radial([
      [0, '#1a1410', 1],
      [0.55, '#1a1410', 0.55],
      [1, '#1a1410', 0],
    ]);
    return ell(cx, cy, rx, ry, this.shadowFill, `opacity="${opacity}"`);
  }

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

const attrs = (extra: string): string => (extra ? ` ${extra}` : '');

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;
}

function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

function poly(points: readonly number[], fill: string, extra = ''): string {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pts.push(`${n(points[i] ?? 0)},${n(points[i + 1] ?? 0)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"${attrs(extra)}/>`;
}

function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

function circ(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

/** An unfilled stroked path. */
function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${attrs(extra)}/>`;
}

const op = (o: number): string => `fill-opacity="${Math.round(o * 100) / 100}"`;

/** Draws `body` nearer to the viewer: scaled by `s` about the vanishing point (vx, vy). */
const nearer = (vx: number, vy: number, s: number, body: string): string =>
  `<g transform="translate(${n(vx * (1 - s))} ${n(vy * (1 - s))}) scale(${s})">${body}</g>`;

// ---------------------------------------------------------------------------------------------
// Light: the time of day sets the sky, the haze on distant hills and the tint of every surface.

type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk';

interface Light {
  tod: TimeOfDay;
  top: string;
  mid: string;
  low: string;
  sun: string;
  sunX: number;
  /** Height of the sun as a fraction of the horizon's height. */
  sunY: number;
  haze: string;
  tint: string;
  shade: string;
  /** How much surfaces darken (dusk). */
  dim: number;
  /** Windows glow. */
  lit: boolean;
  cloud: string;
  cloudShade: string;
  green: string;
}

const LIGHTS: Record<TimeOfDay, Omit<Light, 'tod' | 'sunX'>> = {
  morning: {
    top: '#6fa4d8',
    mid: '#a9cdea',
    low: '#f7e2c4',
    sun: '#fff4d6',
    sunY: 0.55,
    haze: '#bcd3e2',
    tint: '#fff1d6',
    shade: '#4a5a78',
    dim: 0,
    lit: false,
    cloud: '#ffffff',
    cloudShade: '#d5dce8',
    green: '#4f8a45',
  },
  noon: {
    top: '#3a7bd0',
    mid: '#78b2e8',
    low: '#d9ecf7',
    sun: '#ffffff',
    sunY: 0.15,
    haze: '#a8c6de',
    tint: '#fffaf0',
    shade: '#3d4c6a',
    dim: 0,
    lit: false,
    cloud: '#ffffff',
    cloudShade: '#cbd8ea',
    green: '#4a8c3f',
  },
  golden: {
    top: '#4f6fa8',
    mid: '#d99a7a',
    low: '#ffcf88',
    sun: '#fff1bf',
    sunY: 0.8,
    haze: '#dca58c',
    tint: '#ffd59a',
    shade: '#5a4a6a',
    dim: 0.06,
    lit: false,
    cloud: '#ffe2c4',
    cloudShade: '#d48f7e',
    green: '#6b8a3a',
  },
  dusk: {
    top: '#1b2550',
    mid: '#5d4a86',
    low: '#f2956a',
    sun: '#ffb98a',
    sunY: 0.97,
    haze: '#7c6a98',
    tint: '#ffb48a',
    shade: '#2a2a4a',
    dim: 0.32,
    lit: true,
    cloud: '#c98aa0',
    cloudShade: '#5a4a78',
    green: '#3f6a45',
  },
};

function lightFor(r: Rand, tod?: TimeOfDay): Light {
  const t = tod ?? r.pick(['morning', 'morning', 'noon', 'golden', 'golden', 'dusk'] as const);
  return { tod: t, sunX: r.range(0.15, 0.85), ...LIGHTS[t] };
}

/** A surface facing the light. */
const sunlit = (L: Light, c: string): string => darken(mix(c, L.tint, 0.16), L.dim * 0.7);
/** A surface turned away from the light. */
const shaded = (L: Light, c: string): string => darken(mix(c, L.shade, 0.3), 0.08 + L.dim * 0.8);

// ---------------------------------------------------------------------------------------------
// Sky and land.

function cloud(s: Scene, L: Light, x: number, y: number, w: number, alpha: number): string {
  const r = s.r;
  const k = r.int(4, 6);
  let back = ell(x, y, w * 0.5, w * 0.05, L.cloudShade);
  let front = '';
  for (let i = 0; i < k; i++) {
    const u = i / (k - 1) - 0.5;
    const rad = w * r.range(0.13, 0.2) * (1 - Math.abs(u) * 0.9);
    const cx = x + w * u * 0.78 + r.range(-0.03, 0.03) * w;
    const cy = y - rad * 0.45;
    back += ell(cx, cy + rad * 0.2, rad * 1.08, rad * 0.78, L.cloudShade);
    front += ell(cx - rad * 0.12, cy - rad * 0.14, rad * 0.92, rad * 0.68, L.cloud);
  }
  return `<g opacity="${Math.round(alpha * 100) / 100}">${back}${front}</g>`;
}

function sky(s: Scene, L: Light, horizon: number, clouds = 3): string {
  const r = s.r;
  let out = rect(
    0,
    0,
    s.w,
    s.h,
    s.linear(
      [
        [0, L.top],
        [0.62, L.mid],
        [1, L.low],
      ],
      0,
      0,
      0,
      horizon,
      true,
    ),
  );
  const sx = L.sunX * s.w;
  const sy = L.sunY * horizon;
  const glow = L.tod === 'noon' ? 0.45 : 0.85;
  out += ell(
    sx,
    sy,
    s.w * 0.55,
    horizon * 0.95,
    s.radial([
      [0, L.sun, glow],
      [0.18, L.sun, glow * 0.45],
      [1, L.sun, 0],
    ]),
  );
  if (L.tod === 'dusk') {
    let stars = '';
    for (let i = 0; i < 40; i++) {
      stars += circ(r.range(0, s.w), r.range(0, horizon * 0.45), r.range(0.8, 2), '#fff8e8');
    }
    out += `<g opacity="0.7">${stars}</g>`;
  }
  if (L.tod !== 'noon') out += circ(sx, sy, s.h * 0.035, lighten(L.sun, 0.3), op(0.95));
  for (let i = 0; i < clouds; i++) {
    const cw = s.w * r.range(0.12, 0.24);
    out += cloud(s, L, r.range(0, s.w), r.range(0.12, 0.55) * horizon, cw, r.range(0.55, 0.9));
  }
  if (L.tod === 'golden' || L.tod === 'dusk') {
    for (let i = 0; i < 4; i++) {
      const y = horizon * r.range(0.45, 0.85);
      out += ell(r.range(0, s.w), y, s.w * r.range(0.1, 0.25), r.range(3, 8), L.cloud, op(0.4));
    }
  }
  return out;
}

/** A ridge line across the picture, closed down to `bottom`. */
function ridge(r: Rand, w: number, base: number, amp: number, bottom: number, freq = 1): string {
  const p1 = r.range(0, 6.3);
  const p2 = r.range(0, 6.3);
  const p3 = r.range(0, 6.3);
  const f = r.range(0.7, 1.3) * freq;
  let d = `M-20 ${n(bottom)}`;
  for (let i = 0; i <= 48; i++) {
    const x = -20 + ((w + 40) * i) / 48;
    const u = (x / w) * Math.PI * 2 * f;
    const y =
      base -
      amp *
        (0.5 +
          0.3 * Math.sin(u + p1) +
          0.14 * Math.sin(u * 2.3 + p2) +
          0.06 * Math.sin(u * 5 + p3));
    d += `L${n(x)} ${n(y)}`;
  }
  return `${d}L${n(w + 20)} ${n(bottom)}Z`;
}

/** A hill layer; `depth` 0 is the farthest (lost in haze), 1 the nearest. */
function hills(
  s: Scene,
  L: Light,
  base: number,
  amp: number,
  depth: number,
  freq = 1,
  bottom = base + amp * 0.3 + 40,
): string {
  const green = darken(L.green, 0.15 + L.dim * 0.9);
  const top = mix(green, L.haze, 0.85 - depth * 0.75);
  const foot = mix(top, L.haze, 0.35);
  const fill = s.linear([
    [0, top],
    [1, foot],
  ]);
  return path(ridge(s.r, s.w, base, amp, bottom, freq), fill);
}

// ---------------------------------------------------------------------------------------------
// Plants.

interface Foliage {
  dark: string;
  mid: string;
  light: string;
  /** Radial gradient for a lit leafy blob. */
  blob: string;
  trunk: string;
  bark: string;
  nut: string;
}

function foliage(s: Scene, L: Light, base = L.green): Foliage {
  const mid = darken(mix(base, L.tint, 0.1), L.dim * 0.75);
  const dark = darken(mix(base, L.shade, 0.35), 0.28 + L.dim * 0.6);
  const light = darken(lighten(mix(base, L.tint, 0.3), 0.18), L.dim * 0.6);
  const bark = darken('#7d6650', L.dim * 0.8);
  return {
    dark,
    mid,
    light,
    blob: s.radial(
      [
        [0, light],
        [0.55, mid],
        [1, dark],
      ],
      0.36,
      0.3,
      0.78,
    ),
    trunk: s.linear(
      [
        [0, lighten(bark, 0.2)],
        [0.6, bark],
        [1, darken(bark, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
    bark,
    nut: darken('#86782c', L.dim * 0.8),
  };
}

type Pt = readonly [number, number];

function qpt(a: Pt, c: Pt, b: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

function qdir(a: Pt, c: Pt, b: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (c[0] - a[0]) + 2 * t * (b[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - a[1]) + 2 * t * (b[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [dx / len, dy / len];
}

/** One feathery palm frond: a drooping rib with leaflets hanging from both sides. */
function frond(f: Foliage, crown: Pt, ang: number, len: number, width: number): string {
  // Fewer, straight leaflets on small (distant) palms: they cost most of a scene's drawing time.
  const leaflets = len < 60 ? 7 : len < 140 ? 11 : 16;
  const curved = len >= 140;
  const dx = Math.cos(ang);
  const dy = Math.sin(ang);
  const droop = 0.35 + 0.55 * Math.abs(dx);
  const tip: Pt = [crown[0] + dx * len * 0.92, crown[1] + dy * len * 0.8 + droop * len * 0.7];
  const ctl: Pt = [crown[0] + dx * len * 0.6, crown[1] + dy * len * 0.6 - len * 0.16];
  const sides = ['', ''];
  for (let k = 1; k <= leaflets; k++) {
    const t = k / (leaflets + 1);
    const [px, py] = qpt(crown, ctl, tip, t);
    const [tx, ty] = qdir(crown, ctl, tip, t);
    const l = len * 0.3 * (1 - t * 0.55) * Math.min(1, t * 3.5);
    for (let side = 0; side < 2; side++) {
      const sg = side === 0 ? 1 : -1;
      let vx = -ty * sg * 0.75 + tx * 0.6;
      let vy = tx * sg * 0.75 + ty * 0.6 + 0.65;
      const vl = Math.hypot(vx, vy) || 1;
      vx /= vl;
      vy /= vl;
      sides[side] += curved
        ? `M${n(px)} ${n(py)}q${n(vx * l * 0.5 - vy * l * 0.08)} ${n(vy * l * 0.5 + vx * l * 0.08)} ${n(vx * l)} ${n(vy * l)}`
        : `M${n(px)} ${n(py)}l${n(vx * l)} ${n(vy * l)}`;
    }
  }
  // The side whose leaflets point up catches the light.
  const upFirst = dx > 0;
  const cap = curved ? 'stroke-linecap="round"' : '';
  return (
    stroke(sides[upFirst ? 1 : 0] ?? '', f.dark, width, cap) +
    stroke(sides[upFirst ? 0 : 1] ?? '', f.mid, width, cap) +
    stroke(
      `M${n(crown[0])} ${n(crown[1])}Q${n(ctl[0])} ${n(ctl[1])} ${n(tip[0])} ${n(tip[1])}`,
      darken(f.dark, 0.1),
      width * 1.4,
    )
  );
}

interface PalmShape {
  fronds?: number;
  /** Frond length as a fraction of the height. */
  len?: number;
  /** Trunk width as a fraction of the height. */
  girth?: number;
}

/** A coconut (or, thin and short-leaved, an areca) palm standing at (x, y), `h` tall. */
function palm(
  s: Scene,
  f: Foliage,
  x: number,
  y: number,
  h: number,
  lean: number,
  shape: PalmShape = {},
): string {
  const r = s.r;
  const girth = shape.girth ?? 0.032;
  const base: Pt = [x, y];
  const top: Pt = [x + lean * h, y - h];
  const ctl: Pt = [x + lean * h * 0.15, y - h * 0.55];
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const [px, py] = qpt(base, ctl, top, t);
    const [tx, ty] = qdir(base, ctl, top, t);
    const w = h * girth * (1 - t * 0.45) * 0.5;
    left.push(`${n(px - ty * w)},${n(py + tx * w)}`);
    right.unshift(`${n(px + ty * w)},${n(py - tx * w)}`);
  }
  const spine = `M${n(base[0])} ${n(base[1])}Q${n(ctl[0])} ${n(ctl[1])} ${n(top[0])} ${n(top[1])}`;
  let out = `<polygon points="${left.join(' ')} ${right.join(' ')}" fill="${f.trunk}"/>`;
  out += stroke(
    spine,
    darken(f.bark, 0.3),
    h * girth * 0.7,
    `stroke-dasharray="1.5 ${n(h * 0.02 + 3)}" opacity="0.5"`,
  );
  const count = shape.fronds ?? r.int(10, 13);
  const len = h * (shape.len ?? 0.42);
  const width = Math.max(1.5, h * 0.011);
  let fronds = '';
  for (let i = 0; i < count; i++) {
    const ang = -Math.PI * 1.08 + (Math.PI * 1.16 * (i + r.range(-0.3, 0.3))) / (count - 1);
    const upright = Math.max(0, -Math.sin(ang));
    fronds += frond(f, top, ang, len * r.range(0.85, 1.1) * (1 - upright * 0.25), width);
  }
  out += fronds;
  if (!shape.len || shape.len > 0.3) {
    for (let i = 0; i < 4; i++) {
      out += circ(
        top[0] + r.range(-1, 1) * h * 0.025,
        top[1] + h * 0.02 + r.range(0, h * 0.025),
        h * 0.014,
        f.nut,
      );
    }
  }
  return out;
}

/** A broad-leaved tree (mango, jackfruit) of canopy size `size`, standing at (x, y). */
function tree(s: Scene, f: Foliage, x: number, y: number, size: number): string {
  const r = s.r;
  const tw = size * 0.07;
  let out = poly(
    [x - tw, y, x - tw * 0.5, y - size * 0.9, x + tw * 0.5, y - size * 0.9, x + tw, y],
    f.trunk,
  );
  out += stroke(
    `M${n(x)} ${n(y - size * 0.55)}l${n(-size * 0.25)} ${n(-size * 0.4)}M${n(x)} ${n(y - size * 0.65)}l${n(size * 0.22)} ${n(-size * 0.38)}`,
    f.bark,
    tw * 0.5,
    'stroke-linecap="round"',
  );
  const blobs: [number, number, number][] = [];
  const k = r.int(6, 9);
  for (let i = 0; i < k; i++) {
    const a = (Math.PI * 2 * i) / k + r.range(-0.3, 0.3);
    const d = size * r.range(0.2, 0.45);
    blobs.push([
      x + Math.cos(a) * d * 1.15,
      y - size * 1.15 + Math.sin(a) * d * 0.7,
      size * r.range(0.28, 0.42),
    ]);
  }
  blobs.push([x, y - size * 1.2, size * 0.45]);
  for (const [bx, by, br] of blobs) out += circ(bx, by, br, f.dark);
  for (const [bx, by, br] of blobs) out += circ(bx - br * 0.12, by - br * 0.16, br * 0.86, f.blob);
  return out;
}

/** A low rounded bush, optionally dotted with flowers (hibiscus, ixora). */
function shrub(s: Scene, f: Foliage, x: number, y: number, w: number, flower?: string): string {
  const r = s.r;
  let out = s.shadow(x, y, w * 0.6, w * 0.08, 0.4);
  const k = Math.max(3, Math.round(w / 30));
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < k; i++) {
    const u = k === 1 ? 0 : i / (k - 1) - 0.5;
    const br = w * r.range(0.18, 0.26) * (1 - Math.abs(u) * 0.6);
    blobs.push([x + u * w * 0.8, y - br * 0.8 - (0.5 - Math.abs(u)) * w * 0.12, br]);
  }
  for (const [bx, by, br] of blobs) out += circ(bx, by, br, f.dark);
  for (const [bx, by, br] of blobs) out += circ(bx - br * 0.1, by - br * 0.15, br * 0.85, f.blob);
  if (flower) {
    for (let i = 0; i < k * 3; i++) {
      const b = r.pick(blobs);
      out += circ(
        b[0] + r.range(-0.7, 0.7) * b[2],
        b[1] + r.range(-0.7, 0.5) * b[2],
        w * 0.022,
        flower,
      );
    }
  }
  return out;
}

/** A banana plant: a short stem with broad arching leaves. */
function banana(s: Scene, f: Foliage, x: number, y: number, h: number): string {
  const r = s.r;
  const leaf = darken(mix(f.light, '#b8d050', 0.35), 0.05);
  let out = poly(
    [x - h * 0.04, y, x - h * 0.025, y - h * 0.6, x + h * 0.025, y - h * 0.6, x + h * 0.04, y],
    mix(f.mid, '#8a9a50', 0.5),
  );
  const top: Pt = [x, y - h * 0.58];
  const k = r.int(5, 7);
  for (let i = 0; i < k; i++) {
    const a = -Math.PI * 0.95 + (Math.PI * 0.9 * i) / (k - 1) + r.range(-0.1, 0.1);
    const len = h * r.range(0.45, 0.6);
    const tip: Pt = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.6 + len * 0.35];
    const c1: Pt = [
      top[0] + Math.cos(a) * len * 0.5,
      top[1] + Math.sin(a) * len * 0.5 - len * 0.28,
    ];
    const wdt = len * 0.2;
    const d = `M${n(top[0])} ${n(top[1])}Q${n(c1[0])} ${n(c1[1] - wdt)} ${n(tip[0])} ${n(tip[1])}Q${n(c1[0])} ${n(c1[1] + wdt)} ${n(top[0])} ${n(top[1])}Z`;
    out += path(d, i % 2 ? leaf : darken(leaf, 0.15));
    out += stroke(
      `M${n(top[0])} ${n(top[1])}Q${n(c1[0])} ${n(c1[1])} ${n(tip[0])} ${n(tip[1])}`,
      darken(leaf, 0.3),
      1.5,
    );
  }
  return out;
}

/** Little strokes of grass scattered over a band of ground, denser and bigger nearer. */
function grass(s: Scene, color: string, y0: number, y1: number, count: number): string {
  const r = s.r;
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + (y1 - y0) * Math.sqrt(r.next());
    const k = 0.3 + (0.7 * (y - y0)) / Math.max(1, y1 - y0);
    const x = r.range(0, s.w);
    const h = 10 * k + r.range(0, 6) * k;
    d += `M${n(x)} ${n(y)}l${n(-h * 0.3)} ${n(-h)}M${n(x)} ${n(y)}l${n(h * 0.15)} ${n(-h * 1.1)}M${n(x)} ${n(y)}l${n(h * 0.45)} ${n(-h * 0.8)}`;
  }
  return stroke(d, color, 1.6, 'stroke-linecap="round" opacity="0.55"');
}

/** A ground plane from `top` to the bottom edge, lighter towards the horizon. */
function ground(s: Scene, L: Light, top: number, base: string): string {
  const near = darken(mix(base, L.shade, 0.15), 0.12 + L.dim * 0.7);
  const far = mix(darken(mix(base, L.tint, 0.2), L.dim * 0.6), L.haze, 0.25);
  return rect(
    0,
    top,
    s.w,
    s.h - top,
    s.linear([
      [0, far],
      [1, near],
    ]),
  );
}

/** Warm light in a window at dusk, or a reflection of the sky by day. */
function glass(s: Scene, L: Light): string {
  return L.lit
    ? s.linear([
        [0, '#ffd99a'],
        [1, '#f0a860'],
      ])
    : s.linear([
        [0, mix(L.mid, '#ffffff', 0.25)],
        [0.5, mix(L.top, '#2a3a50', 0.35)],
        [1, mix(L.top, '#1c2636', 0.55)],
      ]);
}

// ---------------------------------------------------------------------------------------------
// Land.

/** A survey stone marking a plot's corner: a squat granite post, `k` the perspective scale. */
function boundaryStone(s: Scene, L: Light, x: number, y: number, k: number): string {
  const w = 26 * k;
  const h = 34 * k;
  const face = sunlit(L, '#e6e0d4');
  return (
    s.shadow(x + w * 0.5, y, w * 1.1, w * 0.25, 0.5) +
    rect(x - w / 2, y - h, w, h, face) +
    rect(x + w * 0.18, y - h, w * 0.32, h, shaded(L, '#d8d0c0')) +
    rect(x - w / 2, y - h, w, h * 0.28, sunlit(L, '#c0563a'))
  );
}

function landScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.4, 0.5);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.45));
  let out = sky(s, L, horizon, r.int(2, 4));
  out += hills(s, L, horizon - 30, r.range(120, 200), 0, 0.7);
  out += hills(s, L, horizon + 5, r.range(60, 110), 0.35, 1.1);
  out += ground(s, L, horizon + 20, view % 2 ? '#8fae4e' : '#79a24a');
  for (let i = 0; i < 9; i++) {
    const x = r.range(-50, s.w + 50);
    out += r.chance(0.6)
      ? palm(s, far, x, horizon + 28, r.range(70, 120), r.range(-0.15, 0.15))
      : tree(s, far, x, horizon + 28, r.range(30, 55));
  }
  // The plot: a mown rectangle in perspective, its corners marked with stones.
  const vx = s.w * r.range(0.4, 0.6);
  const y0 = horizon + (s.h - horizon) * 0.16;
  const at = (x: number, depth: number): Pt => [
    vx + (x - vx) * depth,
    horizon + (s.h - horizon) * depth,
  ];
  const xl = s.w * r.range(-0.1, 0.12);
  const xr = s.w * r.range(0.85, 1.1);
  const d0 = (y0 - horizon) / (s.h - horizon);
  const pts = [...at(xl, d0), ...at(xr, d0), ...at(xr, 1.2), ...at(xl, 1.2)];
  out += poly(pts, sunlit(L, '#a8c860'), op(0.3));
  for (let i = 0; i < 9; i++) {
    const [bx, by] = at(xl + ((xr - xl) * (i + r.range(0.1, 0.9))) / 9, d0);
    out += shrub(s, far, bx, by, r.range(40, 70), r.chance(0.3) ? '#f0d060' : undefined);
  }
  // A red earth track winding in.
  const tx = vx + r.range(-80, 80);
  const phase = r.range(0, 6.3);
  const edgeL: Pt[] = [];
  const edgeR: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const depth = d0 * 0.8 + ((1.3 - d0 * 0.8) * i) / 14;
    const mid = tx + Math.sin(depth * 4 + phase) * 140;
    const half = 34 + 20 * depth;
    edgeL.push(at(mid - half, depth));
    edgeR.unshift(at(mid + half, depth));
  }
  out += poly(flat([...edgeL, ...edgeR]), sunlit(L, '#b9794e'), op(0.85));
  out += grass(s, darken(L.green, 0.35), horizon + 40, s.h, 420);
  for (let i = 0; i < 60; i++) {
    const y = horizon + (s.h - horizon) * r.range(0.2, 1);
    out += circ(
      r.range(0, s.w),
      y,
      (2 + 4 * ((y - horizon) / (s.h - horizon))) * 0.8,
      r.pick(['#f4e27a', '#ffffff', '#e88ab0']),
      op(0.85),
    );
  }
  for (const depth of [d0, 0.3, 0.55, 0.95]) {
    if (depth < d0) continue;
    for (const x of [xl, xr]) {
      const [sx, sy] = at(x, depth);
      if (sx > -40 && sx < s.w + 40) out += boundaryStone(s, L, sx, sy, depth * 1.6);
    }
  }
  const left = view % 2 === 0;
  const tx1 = left ? s.w * r.range(0.04, 0.16) : s.w * r.range(0.84, 0.96);
  out += s.shadow(tx1 + 60, horizon + (s.h - horizon) * 0.42, 180, 24, 0.4);
  out += tree(s, f, tx1, horizon + (s.h - horizon) * 0.42, r.range(170, 230));
  for (let i = 0; i < r.int(2, 4); i++) {
    const px = left ? s.w * r.range(0.7, 1) : s.w * r.range(0, 0.3);
    const py = horizon + (s.h - horizon) * r.range(0.1, 0.3);
    out += palm(s, f, px, py, r.range(260, 380), r.range(-0.12, 0.12));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Building parts. Buildings are drawn in front elevation, with the side wall and roof on one side
// receding towards the scene's vanishing point for a little depth.

/** Where a point `depth` pixels behind the facade appears. */
function recede(s: Scene, p: Pt, depth: number): Pt {
  const k = depth / 2400;
  return [p[0] + (s.vp[0] - p[0]) * k, p[1] + (s.vp[1] - p[1]) * k];
}

/** Clay roof tiles in staggered rows. */
function tiles(s: Scene, L: Light, base: string, scale = 1): string {
  const tw = Math.round(26 * scale);
  const th = Math.round(15 * scale);
  const c = sunlit(L, base);
  const dark = darken(c, 0.3);
  const hi = lighten(c, 0.12);
  const row = (y: number, off: number): string =>
    rect(0, y, tw * 2, th, c) +
    rect(0, y + th * 0.55, tw * 2, th * 0.45, hi, op(0.5)) +
    rect(0, y, tw * 2, th * 0.2, dark, op(0.8)) +
    rect(off, y, 1.6 * scale, th, dark, op(0.6)) +
    rect(off + tw, y, 1.6 * scale, th, dark, op(0.6));
  return s.pattern(tw * 2, th * 2, row(0, 0) + row(th, tw / 2));
}

/** Laterite blocks: porous red-brown stone laid in courses. */
function laterite(s: Scene, L: Light, scale = 1): string {
  const bw = Math.round(64 * scale);
  const bh = Math.round(30 * scale);
  const c = sunlit(L, '#b4593c');
  const mortar = lighten(c, 0.25);
  let pits = '';
  const r = s.r;
  for (let i = 0; i < 14; i++) {
    pits += circ(
      r.range(0, bw * 2),
      r.range(0, bh * 2),
      r.range(0.8, 2.2) * scale,
      darken(c, 0.35),
    );
  }
  const tile =
    rect(0, 0, bw * 2, bh * 2, c) +
    rect(0, bh, bw * 2, bh, darken(c, 0.06)) +
    pits +
    rect(0, 0, bw * 2, 2 * scale, mortar) +
    rect(0, bh, bw * 2, 2 * scale, mortar) +
    rect(0, 0, 2 * scale, bh, mortar) +
    rect(bw, 0, 2 * scale, bh, mortar) +
    rect(bw / 2, bh, 2 * scale, bh, mortar) +
    rect(bw * 1.5, bh, 2 * scale, bh, mortar);
  return s.pattern(bw * 2, bh * 2, tile);
}

/** A hipped roof: the front slope, the visible hip end, ridge and hips, and the eave fascia. */
function hipRoof(
  s: Scene,
  L: Light,
  x0: number,
  x1: number,
  eave: number,
  rise: number,
  depth: number,
  tile: string,
): string {
  const inset = Math.min(depth * 0.5, (x1 - x0) * 0.45);
  const fl: Pt = [x0, eave];
  const fr: Pt = [x1, eave];
  const rl = recede(s, [x0 + inset, eave - rise], depth * 0.5);
  const rr = recede(s, [x1 - inset, eave - rise], depth * 0.5);
  let out = '';
  if (s.vp[0] > x1 || s.vp[0] < x0) {
    const side = s.vp[0] > x1 ? [fr, recede(s, fr, depth), rr] : [fl, recede(s, fl, depth), rl];
    out += poly(
      side.flatMap((p) => [p[0], p[1]]),
      tile,
    );
    out += poly(
      side.flatMap((p) => [p[0], p[1]]),
      L.shade,
      op(0.35 + L.dim * 0.3),
    );
  }
  const front = [fl[0], fl[1], fr[0], fr[1], rr[0], rr[1], rl[0], rl[1]];
  out += poly(front, tile);
  out += poly(
    front,
    s.linear([
      [0, '#ffffff', 0.12],
      [1, '#000000', 0.18],
    ]),
  );
  const ridgeColor = darken(sunlit(L, '#8a3a22'), 0.2);
  out += stroke(
    `M${n(rl[0])} ${n(rl[1])}L${n(rr[0])} ${n(rr[1])}M${n(fl[0])} ${n(fl[1])}L${n(rl[0])} ${n(rl[1])}M${n(fr[0])} ${n(fr[1])}L${n(rr[0])} ${n(rr[1])}`,
    ridgeColor,
    5,
    'stroke-linecap="round"',
  );
  out += rect(x0, eave - 2, x1 - x0, 9, darken(sunlit(L, '#5a3422'), 0.1));
  return out;
}

/** A block of wall: the lit front and the shaded side in oblique. */
function block(
  s: Scene,
  L: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  color: string,
): string {
  let out = '';
  if (s.vp[0] > x + w || s.vp[0] < x) {
    const sx = s.vp[0] > x + w ? x + w : x;
    const [ax, ay] = recede(s, [sx, y], depth);
    const [bx, by] = recede(s, [sx, y + h], depth);
    out += poly([sx, y, ax, ay, bx, by, sx, y + h], shaded(L, color));
  }
  return out + rect(x, y, w, h, sunlit(L, color));
}

/** Horizontal lines (floors) across the receding side of a block. */
function sideLines(
  s: Scene,
  x: number,
  w: number,
  y0: number,
  y1: number,
  step: number,
  depth: number,
  color: string,
  width = 2,
): string {
  if (s.vp[0] <= x + w && s.vp[0] >= x) return '';
  const sx = s.vp[0] > x + w ? x + w : x;
  let d = '';
  for (let y = y0; y < y1; y += step) {
    const [bx, by] = recede(s, [sx, y], depth);
    d += `M${n(sx)} ${n(y)}L${n(bx)} ${n(by)}`;
  }
  return stroke(d, color, width);
}

/** The soft shadow an overhang throws on the wall below it. */
function eaveShadow(s: Scene, x: number, y: number, w: number, h: number, strength = 0.4): string {
  return rect(
    x,
    y,
    w,
    h,
    s.linear([
      [0, '#1a1420', strength],
      [1, '#1a1420', 0],
    ]),
  );
}

/** A window with a wooden frame, glass panes and, optionally, open louvred shutters. */
function windowPane(
  s: Scene,
  L: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  wood: string,
  shutters = true,
): string {
  const frame = darken(sunlit(L, wood), 0.1);
  const t = Math.max(3, w * 0.07);
  let out = rect(x - t, y - t, w + t * 2, h + t * 2, frame);
  out += rect(x, y, w, h, glass(s, L));
  if (L.lit) out += rect(x, y, w, h, '#fff3c0', op(0.15));
  else
    out += poly(
      [x + w * 0.15, y + h, x + w * 0.55, y, x + w * 0.75, y, x + w * 0.35, y + h],
      '#ffffff',
      op(0.12),
    );
  out += rect(x + w / 2 - t * 0.35, y, t * 0.7, h, frame);
  out += rect(x, y + h * 0.45 - t * 0.35, w, t * 0.7, frame);
  if (shutters) {
    const sw = w * 0.42;
    const louvres = (lx: number): string => {
      let d = '';
      for (let ly = y + 6; ly < y + h - 3; ly += 7) d += `M${n(lx + 4)} ${n(ly)}h${n(sw - 8)}`;
      return rect(lx, y - t, sw, h + t * 2, sunlit(L, wood)) + stroke(d, darken(frame, 0.25), 2);
    };
    out += louvres(x - t - sw) + louvres(x + w + t);
  }
  out += rect(x - t * 2, y + h + t, w + t * 4, t * 1.2, lighten(frame, 0.15));
  return out;
}

/** A round plastered pillar with a simple base and capital. */
function pillar(
  s: Scene,
  L: Light,
  x: number,
  top: number,
  bottom: number,
  w: number,
  color: string,
): string {
  const fill = s.linear(
    [
      [0, lighten(sunlit(L, color), 0.2)],
      [0.45, sunlit(L, color)],
      [1, shaded(L, color)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    rect(x - w / 2, top, w, bottom - top, fill) +
    rect(x - w * 0.75, top, w * 1.5, w * 0.35, fill) +
    rect(x - w * 0.7, bottom - w * 0.4, w * 1.4, w * 0.4, fill)
  );
}

/** A gable facing the viewer: tiled barge band around a panelled wooden or plastered face. */
function gable(
  s: Scene,
  L: Light,
  x: number,
  base: number,
  half: number,
  rise: number,
  tile: string,
  face: string,
  wood: string,
): string {
  const band = half * 0.2;
  let out = poly(
    [
      x,
      base - rise - band * 0.8,
      x + half + band,
      base + band * 0.3,
      x - half - band,
      base + band * 0.3,
    ],
    tile,
  );
  out += poly([x, base - rise, x + half, base, x - half, base], sunlit(L, face));
  let d = '';
  for (let i = 1; i < 8; i++) {
    const gx = x - half + (half * 2 * i) / 8;
    const top = base - rise * (1 - Math.abs(gx - x) / half);
    d += `M${n(gx)} ${n(base)}V${n(top)}`;
  }
  out += stroke(d, darken(sunlit(L, wood), 0.2), 2.5, 'opacity="0.55"');
  out += stroke(
    `M${n(x - half - band)} ${n(base + band * 0.3)}L${n(x)} ${n(base - rise - band * 0.8)}L${n(x + half + band)} ${n(base + band * 0.3)}`,
    darken(sunlit(L, wood), 0.15),
    6,
    'stroke-linejoin="round"',
  );
  out += eaveShadow(s, x - half, base, half * 2, 16, 0.35);
  return out;
}

/** A compound wall of laterite with a plastered coping, and a gate between two piers. */
function compoundWall(
  s: Scene,
  L: Light,
  top: number,
  bottom: number,
  gateX: number,
  gateW: number,
): string {
  const stone = laterite(s, L, 0.8);
  const cap = sunlit(L, '#efe6d4');
  const h = bottom - top;
  let out = '';
  for (const [x0, x1] of [
    [-10, gateX - gateW / 2],
    [gateX + gateW / 2, s.w + 10],
  ] as const) {
    out += rect(x0, top, x1 - x0, h, stone);
    out += rect(
      x0,
      top,
      x1 - x0,
      h,
      s.linear([
        [0, '#000000', 0],
        [1, '#000000', 0.25],
      ]),
    );
    out +=
      rect(x0 - 4, top - 12, x1 - x0 + 8, 14, cap) +
      rect(x0 - 4, top + 2, x1 - x0 + 8, 5, shaded(L, '#efe6d4'));
  }
  // The gate: vertical bars with gilded tips, in two leaves.
  let bars = '';
  for (let x = gateX - gateW / 2 + 10; x < gateX + gateW / 2 - 6; x += 13) {
    bars += `M${n(x)} ${n(top + 6)}V${n(bottom - 6)}`;
  }
  out += stroke(bars, darken('#2a2a30', L.dim), 4);
  out +=
    rect(gateX - gateW / 2, top + 4, gateW, 7, '#2a2a30') +
    rect(gateX - gateW / 2, bottom - 20, gateW, 7, '#2a2a30');
  out += rect(gateX - 2, top + 4, 4, h - 8, '#2a2a30');
  for (const px of [gateX - gateW / 2 - 22, gateX + gateW / 2 + 22]) {
    out += rect(px - 22, top - 40, 44, h + 40, sunlit(L, '#f1e9d9'));
    out += rect(px + (px < gateX ? 8 : -22), top - 40, 14, h + 40, shaded(L, '#f1e9d9'));
    out += rect(px - 28, top - 52, 56, 14, sunlit(L, '#c05a38'));
    if (L.lit) {
      out += circ(
        px,
        top - 62,
        60,
        s.radial([
          [0, '#ffe0a0', 0.8],
          [1, '#ffe0a0', 0],
        ]),
      );
      out += circ(px, top - 62, 9, '#fff2cc');
    } else out += circ(px, top - 62, 9, '#f5f0e6');
  }
  return out;
}

function houseScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.44, 0.5);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2600, horizon];
  const wall = r.pick(['#f4ead8', '#f7f1e6', '#efe0c4', '#f3e6d0', '#f1e4d8']);
  const wood = r.pick(['#6b3f24', '#7a4a2a', '#5a3520']);
  const tile = tiles(s, L, r.pick(['#b5462c', '#a8432c', '#c0552f', '#9c3e2a']));
  const cx = s.w * 0.5 + r.range(-110, 110);
  const gy = s.h * 0.75;
  let out = sky(s, L, horizon);
  out += hills(s, L, horizon - 20, r.range(90, 160), 0.1, 0.8);
  out += hills(s, L, horizon + 10, r.range(40, 80), 0.45, 1.3);
  out += ground(s, L, horizon + 20, '#6f9a48');
  for (let i = 0; i < 6; i++) {
    const x = r.range(0, s.w);
    out += r.chance(0.6)
      ? palm(s, far, x, horizon + 40, r.range(120, 200), r.range(-0.15, 0.15))
      : tree(s, far, x, horizon + 40, r.range(40, 70));
  }
  for (let i = 0; i < r.int(3, 5); i++) {
    const x = cx + r.pick([-1, 1]) * r.range(200, 620);
    out += palm(s, f, x, gy - 20, r.range(480, 640), r.range(-0.12, 0.12));
  }
  // The upper floor and its roof, with a gable over the entrance.
  const gw = r.range(760, 860);
  const gh = 190;
  const depth = 120;
  const uw = gw * r.range(0.5, 0.62);
  const ux = cx + r.range(-0.12, 0.12) * gw - uw / 2;
  const uTop = gy - gh - 150;
  out += block(s, L, ux, uTop, uw, 175, depth * 0.8, wall);
  const wins = uw > 470 ? 3 : 2;
  for (let i = 0; i < wins; i++) {
    out += windowPane(s, L, ux + (uw * (i + 0.5)) / wins - 32, uTop + 45, 64, 78, wood);
  }
  out += eaveShadow(s, ux, uTop, uw, 40);
  out += hipRoof(s, L, ux - 45, ux + uw + 45, uTop + 10, 125, depth, tile);
  const gx = ux + uw * r.range(0.3, 0.7);
  out += gable(s, L, gx, uTop + 20, 105, 150, tile, wall, wood);
  // The ground floor: walls, a shaded verandah, then its roof and pillars.
  const gx0 = cx - gw / 2;
  out += block(s, L, gx0, gy - gh, gw, gh, depth, wall);
  const vw = gw * r.range(0.45, 0.6);
  const vx = gx0 + (r.chance(0.5) ? gw * 0.06 : gw * 0.94 - vw);
  out += rect(vx, gy - gh, vw, gh, shaded(L, wall));
  const door = vx + vw * r.range(0.35, 0.6);
  out += rect(door - 42, gy - 160, 84, 148, darken(sunlit(L, wood), 0.25));
  out +=
    rect(door - 36, gy - 154, 34, 138, sunlit(L, wood)) +
    rect(door + 2, gy - 154, 34, 138, sunlit(L, wood));
  out +=
    rect(door - 30, gy - 145, 22, 50, darken(sunlit(L, wood), 0.12)) +
    rect(door + 8, gy - 145, 22, 50, darken(sunlit(L, wood), 0.12));
  for (const wx of [gx0 + 40, gx0 + gw - 150]) {
    if (wx + 110 < vx || wx > vx + vw) out += windowPane(s, L, wx + 24, gy - 150, 62, 92, wood);
  }
  for (const wx of [vx + 30, vx + vw - 100]) {
    if (Math.abs(wx + 35 - door) > 110) out += windowPane(s, L, wx, gy - 150, 70, 92, wood, false);
  }
  out += eaveShadow(s, gx0, gy - gh, gw, 60, 0.5);
  out += hipRoof(s, L, gx0 - 50, gx0 + gw + 50, gy - gh + 12, 70, depth * 0.6, tile);
  const pillars = Math.max(3, Math.round(vw / 150));
  for (let i = 0; i <= pillars; i++) {
    out += pillar(s, L, vx + 14 + ((vw - 28) * i) / pillars, gy - gh + 20, gy - 20, 20, '#fbf7ee');
  }
  out += rect(gx0 - 10, gy - 22, gw + 20, 24, sunlit(L, '#8f4a3a'));
  out += rect(gx0 - 10, gy - 22, gw + 20, 5, lighten(sunlit(L, '#8f4a3a'), 0.25));
  out += s.shadow(cx, gy + 4, gw * 0.62, 26, 0.45);
  for (let i = 0; i < 3; i++)
    out += rect(
      door - 70 - i * 10,
      gy + i * 10,
      140 + i * 20,
      11,
      sunlit(L, i % 2 ? '#c9c2b4' : '#ddd6c8'),
    );
  // Garden, drive and the compound wall.
  const wallTop = s.h * 0.87;
  const gateX = door + r.range(-60, 60);
  out += poly(
    [door - 90, gy + 30, door + 90, gy + 30, gateX + 170, wallTop + 20, gateX - 170, wallTop + 20],
    sunlit(L, '#c9b8a0'),
  );
  out += tree(s, f, cx + (dir > 0 ? -1 : 1) * r.range(560, 700), gy + 30, r.range(170, 220));
  out += banana(
    s,
    f,
    cx + (dir > 0 ? 1 : -1) * (gw / 2 + r.range(40, 120)),
    gy + 20,
    r.range(180, 230),
  );
  for (let i = 0; i < 7; i++) {
    const x = r.range(0, s.w);
    if (Math.abs(x - gateX) > 200)
      out += shrub(s, f, x, wallTop - 4, r.range(70, 130), r.chance(0.5) ? '#e0344a' : undefined);
  }
  out += compoundWall(s, L, wallTop, s.h * 0.96, gateX, 240);
  out += rect(0, s.h * 0.96, s.w, s.h * 0.04, darken(sunlit(L, '#6b6a6a'), 0.2));
  return out;
}

/** Vertical timber slats. */
function slats(s: Scene, L: Light, wood: string): string {
  const c = sunlit(L, wood);
  return s.pattern(14, 10, rect(0, 0, 14, 10, c) + rect(10, 0, 4, 10, darken(c, 0.35)));
}

/** Random-laid stone cladding. */
function stoneCladding(s: Scene, L: Light): string {
  const r = s.r;
  let tile = rect(0, 0, 96, 48, darken(sunlit(L, '#9a958c'), 0.2));
  for (let y = 0; y < 48; y += 12) {
    let x = y % 24 ? -14 : 0;
    while (x < 96) {
      const w = r.range(18, 34);
      tile += rect(
        x + 1,
        y + 1,
        Math.min(w, 96 - x) - 2,
        10,
        sunlit(L, mix('#b9b2a6', '#d8d0c2', r.next())),
      );
      x += w;
    }
  }
  return s.pattern(96, 48, tile);
}

/** A sun lounger seen from the front-side: cushion, raised back and slim legs. */
function lounger(L: Light, x: number, y: number, k: number, dir: number): string {
  const c = sunlit(L, '#f4f1ea');
  const frame = sunlit(L, '#5b4a3a');
  return (
    poly(
      [x, y - 18 * k, x + 130 * k * dir, y - 18 * k, x + 130 * k * dir, y - 8 * k, x, y - 8 * k],
      frame,
    ) +
    poly(
      [x, y - 26 * k, x + 90 * k * dir, y - 26 * k, x + 90 * k * dir, y - 16 * k, x, y - 16 * k],
      c,
    ) +
    poly(
      [
        x + 90 * k * dir,
        y - 16 * k,
        x + 90 * k * dir,
        y - 26 * k,
        x + 132 * k * dir,
        y - 62 * k,
        x + 140 * k * dir,
        y - 54 * k,
      ],
      c,
    ) +
    rect(x + 6 * k * dir - 2, y - 8 * k, 4, 8 * k, frame) +
    rect(x + 120 * k * dir - 2, y - 8 * k, 4, 8 * k, frame)
  );
}

/** A glazed wall: glass with slim dark mullions, warmly lit inside at dusk. */
function glazing(
  s: Scene,
  L: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  panes: number,
): string {
  let out = rect(x, y, w, h, glass(s, L));
  if (!L.lit) {
    out += poly(
      [x + w * 0.1, y + h, x + w * 0.35, y, x + w * 0.45, y, x + w * 0.2, y + h],
      '#ffffff',
      op(0.1),
    );
    out += poly(
      [x + w * 0.55, y + h, x + w * 0.7, y, x + w * 0.74, y, x + w * 0.59, y + h],
      '#ffffff',
      op(0.08),
    );
  } else {
    out += ell(
      x + w * 0.5,
      y + h * 0.25,
      w * 0.45,
      h * 0.5,
      s.radial([
        [0, '#fff4d0', 0.7],
        [1, '#fff4d0', 0],
      ]),
    );
  }
  let d = '';
  for (let i = 1; i < panes; i++) d += `M${n(x + (w * i) / panes)} ${n(y)}V${n(y + h)}`;
  out += stroke(d, '#2b2b2e', 4);
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#2b2b2e" stroke-width="6"/>`;
  return out;
}

function villaBody(s: Scene, L: Light, cx: number, gy: number, dir: number, wood: string): string {
  const r = s.r;
  const white = '#f5f3ee';
  const gw = r.range(780, 900);
  const gx = cx - gw / 2;
  const gh = 210;
  const uw = gw * r.range(0.62, 0.75);
  const ux = dir > 0 ? gx - gw * 0.06 : gx + gw * 1.06 - uw;
  const uy = gy - gh - 24 - 190;
  let out = '';
  // Upper floor: plaster, a slatted timber panel and a glass corner.
  out += block(s, L, ux, uy, uw, 190, 150, white);
  const slatW = uw * 0.3;
  const slatX = dir > 0 ? ux + uw - slatW : ux;
  out += rect(slatX, uy, slatW, 190, slats(s, L, wood));
  const gwx = dir > 0 ? ux + 30 : ux + uw - slatW - uw * 0.5 + 10;
  out += glazing(s, L, gwx, uy + 30, uw * 0.5, 140, 4);
  out += block(s, L, ux - 30, uy - 22, uw + 60, 22, 190, white);
  out += eaveShadow(s, ux, uy, uw, 30, 0.35);
  // Ground floor: stone cladding, wide glass doors, the floor slab between.
  out += block(s, L, gx, gy - gh, gw, gh, 180, '#e9e6df');
  const stoneW = gw * 0.24;
  const stoneX = dir > 0 ? gx : gx + gw - stoneW;
  out += rect(stoneX, gy - gh, stoneW, gh, stoneCladding(s, L));
  out += glazing(
    s,
    L,
    dir > 0 ? gx + stoneW + 30 : gx + 30,
    gy - gh + 30,
    gw - stoneW - 60,
    gh - 30,
    5,
  );
  out += block(s, L, gx - 40, gy - gh - 24, gw + 80, 24, 220, white);
  out += eaveShadow(s, gx, gy - gh, gw, 50, 0.45);
  out += rect(gx - 20, gy - 10, gw + 40, 12, sunlit(L, '#d9d4ca'));
  return out;
}

function villaScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.46, 0.52);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2600, horizon];
  const cx = s.w * 0.5 + r.range(-90, 90);
  const gy = s.h * 0.7;
  let out = sky(s, L, horizon);
  out += hills(s, L, horizon - 30, r.range(120, 200), 0.05, 0.7);
  out += hills(s, L, horizon, r.range(50, 90), 0.45, 1.2);
  out += ground(s, L, horizon + 10, '#6f9a48');
  for (let i = 0; i < 7; i++) {
    out += palm(s, far, r.range(0, s.w), horizon + 30, r.range(110, 190), r.range(-0.15, 0.15));
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    out += palm(
      s,
      f,
      cx + r.pick([-1, 1]) * r.range(420, 700),
      gy - 10,
      r.range(450, 600),
      r.range(-0.1, 0.1),
    );
  }
  const villa = villaBody(s, L, cx, gy, dir, r.pick(['#9a6a44', '#8a5a3a', '#a87a50']));
  out += villa;
  // The deck and the pool, which mirrors the house.
  out += rect(0, gy, s.w, s.h - gy, sunlit(L, '#d8d1c4'));
  let joints = '';
  for (let i = -20; i <= 20; i++)
    joints += `M${n(s.w / 2 + i * 60)} ${n(gy)}L${n(s.w / 2 + i * 140)} ${n(s.h)}`;
  out += stroke(joints, darken(sunlit(L, '#d8d1c4'), 0.12), 2);
  out += s.shadow(cx, gy + 6, 520, 20, 0.5);
  const py = gy + 70;
  const px0 = s.w * 0.08;
  const px1 = s.w * 0.92;
  const pool = poly([px0 + 40, py, px1 - 40, py, px1, s.h * 0.93, px0, s.h * 0.93], '#000000');
  out += poly(
    [px0 + 30, py - 10, px1 - 30, py - 10, px1 + 14, s.h * 0.93 + 12, px0 - 14, s.h * 0.93 + 12],
    sunlit(L, '#f2efe8'),
  );
  const water = L.lit ? ['#2a6a8a', '#1a4a6a'] : ['#7fd6e0', '#2f9fb8'];
  out += poly(
    [px0 + 40, py, px1 - 40, py, px1, s.h * 0.93, px0, s.h * 0.93],
    s.linear([
      [0, water[0] ?? ''],
      [1, water[1] ?? ''],
    ]),
  );
  out += `<g clip-path="${s.clip(pool)}"><g opacity="0.35" transform="translate(0 ${n(py * 2)}) scale(1 -1)">${villa}</g></g>`;
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const y = py + r.range(10, s.h * 0.93 - py - 10);
    const x = r.range(px0 + 60, px1 - 60);
    const w = r.range(40, 140) * (0.5 + (y - py) / 300);
    ripples += `M${n(x)} ${n(y)}q${n(w / 4)} -5 ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  out += stroke(ripples, '#ffffff', 2, 'opacity="0.35"');
  const lx = dir > 0 ? s.w * 0.72 : s.w * 0.28;
  out += lounger(L, lx, py - 16, 0.9, -dir) + lounger(L, lx + 170 * dir, py - 16, 0.9, -dir);
  out += shrub(s, f, dir > 0 ? s.w * 0.12 : s.w * 0.88, gy + 30, 140, '#f4f0f4');
  out += banana(s, f, dir > 0 ? s.w * 0.04 : s.w * 0.96, gy + 40, 220);
  return out;
}

/** A slender square wooden pillar on a stone base, with a carved bracket at the top. */
function woodPillar(
  L: Light,
  x: number,
  top: number,
  bottom: number,
  w: number,
  wood: string,
): string {
  const c = sunlit(L, wood);
  return (
    rect(x - w / 2, top, w, bottom - top, c) +
    rect(x + w * 0.1, top, w * 0.4, bottom - top, darken(c, 0.25)) +
    poly(
      [x - w * 1.6, top, x + w * 1.6, top, x + w * 0.5, top + w * 1.4, x - w * 0.5, top + w * 1.4],
      darken(c, 0.1),
    ) +
    rect(x - w * 0.9, bottom - w * 0.7, w * 1.8, w * 0.7, sunlit(L, '#9a9388'))
  );
}

/** A tulsi thara: the small raised planter for holy basil in front of a traditional house. */
function tulsiThara(s: Scene, L: Light, f: Foliage, x: number, y: number): string {
  const c = '#efe6d6';
  let out = s.shadow(x, y, 70, 12, 0.45);
  out += rect(x - 42, y - 60, 84, 60, sunlit(L, c)) + rect(x + 14, y - 60, 28, 60, shaded(L, c));
  out += rect(x - 50, y - 72, 100, 14, sunlit(L, '#b4593c'));
  out += shrub(s, f, x, y - 70, 60);
  return out;
}

function traditionalScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.44, 0.5);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2600, horizon];
  const wood = r.pick(['#5a3520', '#6b3f24', '#4e2e1c']);
  const tile = tiles(s, L, r.pick(['#8f3d27', '#9a4630', '#7f3a28']), 0.9);
  const cx = s.w * 0.5 + r.range(-80, 80);
  const gy = s.h * 0.76;
  let out = sky(s, L, horizon);
  out += hills(s, L, horizon - 20, r.range(100, 170), 0.1, 0.8);
  out += hills(s, L, horizon + 10, r.range(40, 70), 0.45, 1.3);
  out += ground(s, L, horizon + 20, '#6f9a48');
  for (let i = 0; i < 8; i++) {
    out += palm(s, far, r.range(0, s.w), horizon + 40, r.range(120, 200), r.range(-0.15, 0.15));
  }
  for (let i = 0; i < r.int(3, 5); i++) {
    const x = cx + r.pick([-1, 1]) * r.range(250, 700);
    out += palm(s, f, x, gy - 60, r.range(380, 520), r.range(-0.05, 0.05), {
      girth: 0.018,
      len: 0.2,
      fronds: 8,
    });
  }
  out += tree(s, f, cx + dir * r.range(520, 640), gy - 40, r.range(200, 250));
  // The house: a long low building under a steep two-tier roof with a gable over the entrance.
  const bw = r.range(900, 1040);
  const bx = cx - bw / 2;
  const wallTop = gy - 190;
  out += hipRoof(s, L, bx + 120, bx + bw - 120, wallTop - 150, 150, 260, tile);
  out += block(s, L, bx, wallTop, bw, 150, 170, mix(wood, '#d8c0a0', 0.5));
  out += rect(bx, wallTop, bw, 150, slats(s, L, wood), op(0.9));
  const door = cx + r.range(-0.12, 0.12) * bw;
  out += rect(door - 60, wallTop + 12, 120, 138, darken(sunlit(L, wood), 0.35));
  let studs = '';
  for (let y = wallTop + 30; y < wallTop + 140; y += 22) {
    for (const x of [door - 40, door - 18, door + 18, door + 40]) studs += circ(x, y, 3, '#d9a93a');
  }
  out +=
    rect(door - 54, wallTop + 18, 52, 132, sunlit(L, wood)) +
    rect(door + 2, wallTop + 18, 52, 132, sunlit(L, wood)) +
    studs;
  for (const wx of [bx + bw * 0.15, bx + bw * 0.78])
    out += windowPane(s, L, wx, wallTop + 40, 70, 70, wood, false);
  out += eaveShadow(s, bx, wallTop, bw, 70, 0.55);
  out += hipRoof(s, L, bx - 70, bx + bw + 70, wallTop + 18, 170, 200, tile);
  out += gable(s, L, door, wallTop - 30, 130, 200, tile, darken(wood, 0.1), '#3a2214');
  out += rect(door - 3, wallTop - 270, 6, 50, '#c99a3a') + circ(door, wallTop - 272, 7, '#d9a93a');
  const pillars = 6;
  for (let i = 0; i <= pillars; i++) {
    out += woodPillar(L, bx + 20 + ((bw - 40) * i) / pillars, wallTop + 25, gy - 40, 14, wood);
  }
  // The plinth, steps and the swept courtyard.
  out += block(s, L, bx - 30, gy - 40, bw + 60, 40, 170, '#9a6a50');
  out += rect(bx - 30, gy - 40, bw + 60, 40, laterite(s, L, 0.6), op(0.8));
  out += rect(bx - 34, gy - 46, bw + 68, 8, sunlit(L, '#8a8378'));
  for (let i = 0; i < 3; i++)
    out += rect(
      door - 80 - i * 14,
      gy - 30 + i * 14,
      160 + i * 28,
      14,
      sunlit(L, i % 2 ? '#8a8378' : '#a49c90'),
    );
  out += rect(
    0,
    gy + 12,
    s.w,
    s.h - gy - 12,
    s.linear([
      [0, sunlit(L, '#d9c4a0')],
      [1, darken(sunlit(L, '#c8ad84'), 0.1)],
    ]),
  );
  out += s.shadow(cx, gy + 14, bw * 0.6, 22, 0.4);
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = gy + 40 + t * t * (s.h - gy);
    out += ell(
      door + (i % 2 ? 24 : -24) * (0.5 + t),
      y,
      30 + 40 * t,
      7 + 12 * t,
      sunlit(L, '#a49c90'),
    );
  }
  let leaves = '';
  for (let i = 0; i < 50; i++) {
    leaves += ell(
      r.range(0, s.w),
      r.range(gy + 30, s.h),
      r.range(3, 7),
      r.range(1.5, 3),
      r.pick(['#b08a40', '#8a6a30', '#7a8a3a']),
    );
  }
  out += leaves;
  out += tulsiThara(s, L, f, door + dir * r.range(-260, -200), s.h * 0.92);
  if (L.lit)
    out += circ(
      door,
      gy - 70,
      90,
      s.radial([
        [0, '#ffd890', 0.6],
        [1, '#ffd890', 0],
      ]),
    );
  out += banana(s, f, dir > 0 ? s.w * 0.05 : s.w * 0.95, s.h * 0.98, 260);
  out += shrub(s, f, s.w * (dir > 0 ? 0.92 : 0.08), s.h, 180, '#f0b030');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Towns: apartments, offices and shops.

/** A hazy city skyline along the horizon; lit windows speckle it at dusk. */
function skyline(s: Scene, L: Light, base: number, tall: number, haze: number): string {
  const r = s.r;
  const c = mix(darken(mix(L.top, '#3a4660', 0.5), L.dim), L.haze, haze);
  let blocks = '';
  let lit = '';
  let x = -20;
  while (x < s.w) {
    const w = r.range(50, 130);
    const h = tall * r.range(0.3, 1);
    blocks += `M${n(x)} ${n(base)}v${n(-h)}h${n(w)}v${n(h)}Z`;
    if (r.chance(0.2)) blocks += `M${n(x + w * 0.4)} ${n(base - h)}v-30h3v30Z`;
    if (L.lit) {
      for (let k = 0; k < h / 14; k++) {
        if (r.chance(0.18))
          lit += `M${n(x + r.range(5, w - 10))} ${n(base - h + 8 + k * 14)}h5v4h-5Z`;
      }
    }
    x += w + r.range(-10, 10);
  }
  return path(blocks, c) + (lit ? path(lit, '#ffd890', op(0.8)) : '');
}

/** The ground between a town's skyline and the street: a line of trees over a lawn. */
function townGround(s: Scene, L: Light, top: number): string {
  const r = s.r;
  const f = foliage(s, L, mix(L.green, L.haze, 0.3));
  let out = ground(s, L, top, '#7a9a58');
  const blobs: [number, number, number][] = [];
  for (let x = -20; x < s.w + 20; x += r.range(25, 50))
    blobs.push([x, top + r.range(-4, 8), r.range(16, 30)]);
  for (const [x, y, rad] of blobs) out += circ(x, y, rad, f.dark);
  for (const [x, y, rad] of blobs) out += circ(x - rad * 0.1, y - rad * 0.15, rad * 0.85, f.blob);
  return out;
}

/** A residential tower: floors of windows and balconies with glass railings. */
function tower(
  s: Scene,
  L: Light,
  x: number,
  top: number,
  w: number,
  bottom: number,
  color: string,
  accent: string,
): string {
  const r = s.r;
  const fh = 38;
  const floors = Math.floor((bottom - top - 20) / fh);
  let out = block(s, L, x, top, w, bottom - top, 170, color);
  out += sideLines(
    s,
    x,
    w,
    top + 20 + fh - 22,
    bottom,
    fh,
    170,
    darken(shaded(L, color), 0.25),
    12,
  );
  out += sideLines(s, x, w, top + 20 + fh - 8, bottom, fh, 170, lighten(shaded(L, color), 0.2), 4);
  const bays = w > 360 ? 4 : 3;
  const bw = w / bays;
  let windows = '';
  let lit = '';
  let slabs = '';
  let rails = '';
  let stripes = '';
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * fh;
    for (let b = 0; b < bays; b++) {
      const wx = x + b * bw + bw * 0.14;
      const ww = bw * 0.72;
      windows += `M${n(wx)} ${n(y + 6)}h${n(ww)}v${n(fh - 14)}h${n(-ww)}Z`;
      if (L.lit && r.chance(0.45))
        lit += `M${n(wx + 2)} ${n(y + 8)}h${n(ww - 4)}v${n(fh - 18)}h${n(-ww + 4)}Z`;
      if (b % 2 === (f % 2 === 0 ? 0 : 0)) {
        slabs += `M${n(wx - 10)} ${n(y + fh - 8)}h${n(ww + 20)}v7h${n(-ww - 20)}Z`;
        rails += `M${n(wx - 8)} ${n(y + fh - 24)}h${n(ww + 16)}v16h${n(-ww - 16)}Z`;
      }
    }
    stripes += `M${n(x)} ${n(y + fh - 1)}h${n(w)}`;
  }
  out += path(windows, glass(s, L));
  if (lit) out += path(lit, '#ffd28a', op(0.9));
  out += stroke(stripes, shaded(L, color), 2);
  out += path(rails, '#cfe6f0', op(0.35)) + path(slabs, lighten(sunlit(L, color), 0.25));
  out += path(slabs.replace(/v7h/g, 'v3h'), shaded(L, color), op(0.5));
  out += rect(x + w * 0.47, top, w * 0.06, bottom - top, sunlit(L, accent), op(0.9));
  out += block(s, L, x - 12, top - 18, w + 24, 18, 185, lighten(color, 0.3));
  out +=
    rect(x + w * 0.2, top - 60, w * 0.3, 42, shaded(L, color)) +
    rect(x + w * 0.2, top - 66, w * 0.34, 8, sunlit(L, lighten(color, 0.3)));
  return out;
}

function apartmentScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.7, 0.76);
  const f = foliage(s, L);
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2400, horizon];
  const color = r.pick(['#eee8dc', '#e8e4de', '#f1ebe1', '#e3ddd2']);
  const accent = r.pick(['#c46a4a', '#5f7f8f', '#b08a5a', '#6a8a6a']);
  let out = sky(s, L, horizon, r.int(2, 3));
  out += skyline(s, L, horizon + 10, r.range(140, 220), 0.55);
  out += townGround(s, L, horizon + 10);
  const gy = s.h * 0.86;
  const cx = s.w * 0.5 + r.range(-100, 100) - dir * 60;
  const tw = r.range(380, 440);
  if (r.chance(0.8)) {
    const bx = cx - dir * (tw * 0.55 + r.range(180, 260));
    out += `<g opacity="0.92">${tower(s, L, bx - tw * 0.4, s.h * r.range(0.2, 0.32), tw * 0.8, gy - 30, mix(color, L.haze, 0.25), accent)}</g>`;
  }
  out += tower(s, L, cx - tw / 2, s.h * r.range(0.08, 0.14), tw, gy - 50, color, accent);
  // Podium, entrance canopy and gardens.
  out += block(s, L, cx - tw / 2 - 80, gy - 90, tw + 160, 90, 260, lighten(color, 0.1));
  out += glazing(s, L, cx - tw / 2 - 40, gy - 72, tw + 80, 62, 8);
  out += block(s, L, cx - 110, gy - 98, 220, 14, 200, '#3a3a40');
  out += rect(
    0,
    gy,
    s.w,
    s.h - gy,
    s.linear([
      [0, sunlit(L, '#b9b4aa')],
      [1, darken(sunlit(L, '#8f8a80'), 0.15)],
    ]),
  );
  out += rect(0, gy - 4, s.w, 14, sunlit(L, '#dcd6ca'));
  out += rect(0, gy + 60, s.w, s.h - gy - 60, darken(sunlit(L, '#5a5a5e'), 0.1));
  let dashes = '';
  for (let x = -20; x < s.w; x += 90) dashes += `M${n(x)} ${n(gy + 110)}h45`;
  out += stroke(dashes, '#f0ece0', 5, 'opacity="0.8"');
  for (let i = 0; i < r.int(3, 5); i++) {
    const x = r.pick([r.range(20, cx - tw / 2 - 60), r.range(cx + tw / 2 + 60, s.w - 20)]);
    out += palm(s, f, x, gy + 8, r.range(380, 520), r.range(-0.08, 0.08));
  }
  for (let i = 0; i < 5; i++)
    out += shrub(
      s,
      f,
      r.range(0, s.w),
      gy + 12,
      r.range(90, 150),
      r.chance(0.5) ? '#f28ab0' : undefined,
    );
  for (const lx of [s.w * 0.18, s.w * 0.5, s.w * 0.82])
    out += streetLamp(s, L, lx + r.range(-40, 40), gy + 50, 230);
  return out;
}

/** A street lamp; it glows at dusk. */
function streetLamp(s: Scene, L: Light, x: number, y: number, h: number): string {
  let out =
    rect(x - 3, y - h, 6, h, '#3a3c42') +
    rect(x - 3, y - h, 46, 5, '#3a3c42') +
    rect(x + 28, y - h + 4, 22, 6, '#e8e2d0');
  if (L.lit)
    out += ell(
      x + 39,
      y - h + 40,
      60,
      70,
      s.radial([
        [0, '#ffe0a0', 0.55],
        [1, '#ffe0a0', 0],
      ]),
    );
  return out;
}

/** A glass office block with a curtain wall reflecting the sky. */
function officeBlock(
  s: Scene,
  L: Light,
  x: number,
  top: number,
  w: number,
  bottom: number,
): string {
  const r = s.r;
  const sky1 = mix(L.top, '#1e3a5a', 0.35);
  const sky2 = mix(L.low, '#5a7a9a', 0.45);
  let out = block(s, L, x, top, w, bottom - top, 200, darken(mix(L.top, '#2a3a50', 0.5), 0.2));
  out += sideLines(s, x, w, top + 44, bottom, 44, 200, '#1e2a38', 3);
  out += rect(
    x,
    top,
    w,
    bottom - top,
    s.linear(
      [
        [0, sky2],
        [0.5, sky1],
        [1, darken(sky1, 0.3)],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
  for (let i = 0; i < 3; i++) {
    const cx = x + r.range(0.1, 0.9) * w;
    const cy = top + r.range(0.1, 0.5) * (bottom - top);
    out += ell(cx, cy, r.range(80, 140), r.range(10, 18), L.cloud, op(0.1));
  }
  out += poly(
    [x + w * 0.05, bottom, x + w * 0.45, top, x + w * 0.62, top, x + w * 0.22, bottom],
    '#ffffff',
    op(0.09),
  );
  out += poly(
    [x + w * 0.6, bottom, x + w * 0.92, top, x + w, top, x + w, top + 60, x + w * 0.7, bottom],
    '#ffffff',
    op(0.06),
  );
  const fh = 44;
  let grid = '';
  let spandrels = '';
  let lit = '';
  for (let y = top + fh; y < bottom - 10; y += fh) {
    grid += `M${n(x)} ${n(y)}h${n(w)}`;
    spandrels += `M${n(x)} ${n(y - 6)}h${n(w)}v10h${n(-w)}Z`;
  }
  for (let gx = x + 48; gx < x + w - 10; gx += 48) {
    grid += `M${n(gx)} ${n(top)}V${n(bottom)}`;
    if (L.lit) {
      for (let y = top + 4; y < bottom - fh; y += fh) {
        if (r.chance(0.35)) lit += `M${n(gx - 44)} ${n(y)}h40v${fh - 12}h-40Z`;
      }
    }
  }
  if (lit) out += path(lit, '#ffe6b0', op(0.55));
  out += path(spandrels, '#1e2a38', op(0.35));
  out += stroke(grid, '#2a3440', 2.5, 'opacity="0.7"');
  out += block(s, L, x - 8, top - 14, w + 16, 14, 215, '#d8dde2');
  return out;
}

function officeScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.66, 0.72);
  const f = foliage(s, L);
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2400, horizon];
  let out = sky(s, L, horizon, r.int(2, 4));
  out += skyline(s, L, horizon + 10, r.range(120, 200), 0.6);
  out += townGround(s, L, horizon + 10);
  const gy = s.h * 0.84;
  const cx = s.w * 0.5 + r.range(-80, 80) - dir * 80;
  const w = r.range(560, 680);
  const side = cx - dir * (w / 2 + 250);
  out += `<g opacity="0.9">${officeBlock(s, L, side - 170, s.h * r.range(0.25, 0.35), 340, gy)}</g>`;
  out += officeBlock(s, L, cx - w / 2, s.h * r.range(0.07, 0.14), w, gy - 10);
  out += rect(cx - w / 2 + 40, gy - 90, w - 80, 80, '#000000', op(0.25));
  out += glazing(s, L, cx - w / 2 + 40, gy - 90, w - 80, 80, 10);
  out += block(s, L, cx - 150, gy - 108, 300, 16, 200, '#e6e8ea');
  out += rect(
    0,
    gy,
    s.w,
    s.h - gy,
    s.linear([
      [0, sunlit(L, '#cfc8bc')],
      [1, darken(sunlit(L, '#aaa398'), 0.12)],
    ]),
  );
  let joints = '';
  for (let i = -16; i <= 16; i++)
    joints += `M${n(s.w / 2 + i * 70)} ${n(gy)}L${n(s.w / 2 + i * 170)} ${n(s.h)}`;
  for (let y = gy + 12; y < s.h; y *= 1.025) joints += `M0 ${n(y)}H${s.w}`;
  out += stroke(joints, darken(sunlit(L, '#cfc8bc'), 0.15), 1.5);
  out += s.shadow(cx, gy + 4, w * 0.6, 14, 0.45);
  for (let i = 0; i < 4; i++) {
    const x = s.w * (0.1 + i * 0.27) + r.range(-30, 30);
    const y = s.h * r.range(0.93, 0.97);
    out += s.shadow(x, y, 90, 14, 0.4) + ell(x, y - 20, 80, 16, sunlit(L, '#8a8580'));
    out +=
      rect(x - 80, y - 20, 160, 22, sunlit(L, '#9a958e')) +
      ell(x, y - 20, 74, 12, darken(L.green, 0.3));
    out += tree(s, f, x, y - 24, r.range(110, 140));
  }
  return out;
}

/** A small car in side view. */
function car(s: Scene, L: Light, x: number, y: number, w: number, color: string): string {
  const c = sunlit(L, color);
  let out = s.shadow(x + w / 2, y, w * 0.55, 8, 0.6);
  out += path(
    `M${n(x + w * 0.2)} ${n(y - w * 0.2)}L${n(x + w * 0.32)} ${n(y - w * 0.34)}H${n(x + w * 0.68)}L${n(x + w * 0.82)} ${n(y - w * 0.2)}Z`,
    darken(c, 0.1),
  );
  out += path(
    `M${n(x + w * 0.27)} ${n(y - w * 0.21)}L${n(x + w * 0.35)} ${n(y - w * 0.31)}H${n(x + w * 0.49)}V${n(y - w * 0.21)}ZM${n(x + w * 0.52)} ${n(y - w * 0.21)}V${n(y - w * 0.31)}H${n(x + w * 0.66)}L${n(x + w * 0.76)} ${n(y - w * 0.21)}Z`,
    glass(s, L),
  );
  out += rrect(x, y - w * 0.22, w, w * 0.15, w * 0.05, c);
  out += rect(x + w * 0.02, y - w * 0.15, w * 0.96, w * 0.02, lighten(c, 0.25));
  for (const wx of [x + w * 0.2, x + w * 0.8])
    out +=
      circ(wx, y - w * 0.06, w * 0.075, '#222226') + circ(wx, y - w * 0.06, w * 0.035, '#9a9aa0');
  if (L.lit) out += circ(x + w * 0.99, y - w * 0.15, 5, '#fff0c0');
  return out;
}

/** An auto-rickshaw in side view: yellow body, black canopy. */
function autoRickshaw(s: Scene, L: Light, x: number, y: number, k: number): string {
  const yellow = sunlit(L, '#f2c230');
  const black = '#26262a';
  let out = s.shadow(x + 70 * k, y, 80 * k, 8 * k, 0.6);
  out += path(
    `M${n(x)} ${n(y - 52 * k)}V${n(y - 96 * k)}Q${n(x)} ${n(y - 112 * k)} ${n(x + 18 * k)} ${n(y - 112 * k)}H${n(x + 104 * k)}L${n(x + 126 * k)} ${n(y - 70 * k)}H${n(x + 112 * k)}L${n(x + 98 * k)} ${n(y - 102 * k)}H${n(x + 14 * k)}V${n(y - 52 * k)}Z`,
    black,
  );
  out += path(
    `M${n(x)} ${n(y - 56 * k)}H${n(x + 118 * k)}Q${n(x + 140 * k)} ${n(y - 56 * k)} ${n(x + 140 * k)} ${n(y - 30 * k)}V${n(y - 18 * k)}H${n(x)}Z`,
    yellow,
  );
  out += rect(x, y - 30 * k, 140 * k, 6 * k, black, op(0.6));
  out += poly(
    [
      x + 104 * k,
      y - 100 * k,
      x + 114 * k,
      y - 100 * k,
      x + 124 * k,
      y - 60 * k,
      x + 114 * k,
      y - 60 * k,
    ],
    glass(s, L),
  );
  for (const wx of [x + 28 * k, x + 122 * k])
    out += circ(wx, y - 14 * k, 14 * k, black) + circ(wx, y - 14 * k, 6 * k, '#9a9aa0');
  return out;
}

/** A striped awning with a scalloped valance and its shadow. */
function awning(
  s: Scene,
  L: Light,
  x: number,
  y: number,
  w: number,
  c1: string,
  c2: string,
): string {
  const k = Math.max(4, Math.round(w / 34));
  const sw = w / k;
  let a = '';
  let b = '';
  for (let i = 0; i < k; i++) {
    const d = `M${n(x + i * sw)} ${n(y)}h${n(sw)}l${n(sw * 0.15)} 44v10a${n(sw / 2)} ${n(sw / 3)} 0 0 1 ${n(-sw * 1.15)} 0v-10Z`;
    if (i % 2) a += d;
    else b += d;
  }
  return (
    eaveShadow(s, x, y + 50, w, 60, 0.45) +
    path(a, sunlit(L, c1)) +
    path(b, sunlit(L, c2)) +
    rect(x - 4, y - 6, w + 8, 8, darken(sunlit(L, c1), 0.3))
  );
}

/** Shelves of goods behind a shop window: rows of small coloured boxes. */
function goods(s: Scene, L: Light, x: number, y: number, w: number, h: number): string {
  const r = s.r;
  let out = rect(x, y, w, h, L.lit ? '#5a4030' : darken(sunlit(L, '#6a5a4a'), 0.3));
  if (L.lit)
    out += rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, '#ffe0a0', 0.55],
        [1, '#ffe0a0', 0.1],
      ]),
    );
  const colors = ['#e85a4a', '#f2c230', '#4aa0d8', '#5ab870', '#f0f0e8', '#c070c0', '#f08a30'];
  for (let sy = y + 18; sy < y + h - 30; sy += 36) {
    out += rect(x + 6, sy + 22, w - 12, 4, '#c8b090');
    let gx = x + 10;
    let items = '';
    while (gx < x + w - 20) {
      const gw = r.range(8, 18);
      const gh = r.range(12, 22);
      items += rect(gx, sy + 22 - gh, gw, gh, r.pick(colors));
      gx += gw + r.range(2, 5);
    }
    out += `<g opacity="0.9">${items}</g>`;
  }
  return out;
}

function shopScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.6, 0.66);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  s.vp = [view % 2 === 0 ? s.w * 3 : -s.w * 2, horizon];
  let out = sky(s, L, horizon, r.int(2, 4));
  out += hills(s, L, horizon - 60, r.range(60, 120), 0.2, 0.9);
  for (let i = 0; i < 8; i++)
    out += palm(s, far, r.range(0, s.w), horizon, r.range(160, 260), r.range(-0.12, 0.12));
  const gy = s.h * 0.8;
  const colors = ['#bfe0d0', '#f4e3a8', '#f2c4b0', '#bcd8ec', '#f6f1e6', '#e8d0e6', '#d8e8b8'];
  const stripes = [
    ['#d8443a', '#f6efe4'],
    ['#2f7f6f', '#f6efe4'],
    ['#2f5f9f', '#f6efe4'],
    ['#e08a2a', '#fbf3e0'],
  ];
  let x = r.range(-120, -20);
  while (x < s.w) {
    const w = r.range(300, 400);
    const h = r.range(300, 380);
    const top = gy - h;
    const c = r.pick(colors);
    out += rect(x, top, w, h, sunlit(L, c)) + rect(x + w - 8, top, 8, h, shaded(L, c));
    out +=
      rect(x - 6, top - 16, w + 12, 18, sunlit(L, lighten(c, 0.3))) +
      eaveShadow(s, x, top + 2, w, 16, 0.3);
    if (r.chance(0.4))
      out += hipRoof(s, L, x - 20, x + w + 20, top - 2, 60, 160, tiles(s, L, '#b5462c', 0.7));
    const win = (wx: number): string =>
      windowPane(s, L, wx, top + 50, 56, 80, r.pick(['#4a6a5a', '#6b3f24', '#3a5a7a']));
    out += win(x + w * 0.22) + win(x + w * 0.62);
    const st = r.pick(stripes);
    out +=
      rect(x + 14, gy - 230, w - 28, 46, sunlit(L, st[0] ?? '#d8443a')) +
      rect(x + 20, gy - 224, w - 40, 34, lighten(sunlit(L, st[0] ?? '#d8443a'), 0.2));
    out += circ(x + 48, gy - 207, 12, '#fbf3e0', op(0.9));
    out += goods(s, L, x + 20, gy - 170, w - 40, 170);
    out +=
      rect(x + 20, gy - 170, w - 40, 16, '#8a8a90') +
      rect(x + 20, gy - 60, w - 40, 60, sunlit(L, '#a08060'));
    out += awning(s, L, x + 8, gy - 184, w - 16, st[0] ?? '#d8443a', st[1] ?? '#f6efe4');
    x += w;
  }
  // Footpath, kerb and road.
  out +=
    rect(0, gy, s.w, 70, sunlit(L, '#c9c1b3')) + rect(0, gy + 62, s.w, 12, sunlit(L, '#e4ddd0'));
  out += rect(0, gy + 74, s.w, s.h - gy - 74, darken(sunlit(L, '#5c5c60'), 0.1));
  let dashes = '';
  for (let dx = -20; dx < s.w; dx += 100) dashes += `M${n(dx)} ${n(gy + 150)}h50`;
  out += stroke(dashes, '#f0ece0', 6, 'opacity="0.8"');
  out += autoRickshaw(s, L, s.w * r.range(0.1, 0.6), gy + 128, 1.3);
  out += streetLamp(s, L, s.w * r.range(0.7, 0.9), gy + 60, 300);
  out += shrub(s, f, s.w * r.range(0.2, 0.8), gy + 50, 80, '#e0344a');
  out += tree(s, f, view % 2 === 0 ? s.w * 0.94 : s.w * 0.06, gy + 56, 170);
  return out;
}

function commercialScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.64, 0.7);
  const f = foliage(s, L);
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2400, horizon];
  let out = sky(s, L, horizon, r.int(2, 4));
  out += skyline(s, L, horizon + 10, r.range(100, 180), 0.6);
  out += townGround(s, L, horizon + 10);
  const gy = s.h * 0.8;
  const cx = s.w / 2 + r.range(-80, 80) - dir * 60;
  const w = r.range(640, 760);
  const x = cx - w / 2;
  const top = s.h * r.range(0.1, 0.18);
  const clad = r.pick(['#efe9df', '#e9e4dc', '#f2ece4']);
  const accent = r.pick(['#2f7f80', '#8a3a3a', '#3a5a8a', '#c07a3a']);
  for (const side of [-1, 1]) {
    const nx = side < 0 ? x - 330 : x + w + 10;
    const nt = s.h * r.range(0.35, 0.5);
    const nc = r.pick(['#d8d0c4', '#c8d4d8', '#e0d4c0']);
    out += rect(nx, nt, 320, gy - nt, sunlit(L, nc));
    for (let y = nt + 30; y < gy - 90; y += 60) {
      for (let wx = nx + 24; wx < nx + 300; wx += 70) out += rect(wx, y, 44, 32, glass(s, L));
    }
  }
  const floors = Math.floor((gy - 110 - top) / 62);
  out += block(s, L, x, top, w, gy - top, 200, clad);
  out += sideLines(s, x, w, top + 46, gy - 100, 62, 200, darken(shaded(L, clad), 0.2), 6);
  let bands = '';
  let lit = '';
  for (let i = 0; i < floors; i++) {
    const y = top + 30 + i * 62;
    bands += `M${n(x + 30)} ${n(y)}h${n(w - 60)}v34h${n(-w + 60)}Z`;
    if (L.lit)
      for (let k = 0; k < 6; k++)
        if (r.chance(0.5))
          lit += `M${n(x + 34 + k * ((w - 68) / 6))} ${n(y + 3)}h${n((w - 68) / 6 - 6)}v28h${n(-(w - 68) / 6 + 6)}Z`;
  }
  out += path(bands, glass(s, L));
  if (lit) out += path(lit, '#ffe2a8', op(0.7));
  let mullions = '';
  for (let mx = x + 30 + (w - 60) / 8; mx < x + w - 31; mx += (w - 60) / 8)
    mullions += `M${n(mx)} ${n(top + 30)}V${n(top + 30 + floors * 62)}`;
  out += stroke(mullions, '#2a2e34', 3);
  const fx = x + w * r.range(0.62, 0.72);
  out +=
    rect(fx, top - 40, 90, gy - top - 90, sunlit(L, accent)) +
    rect(fx + 66, top - 40, 24, gy - top - 90, shaded(L, accent));
  for (let y = top - 10; y < gy - 140; y += 62) out += rect(fx + 14, y, 48, 40, glass(s, L));
  out += block(s, L, x - 12, top - 14, w + 24, 16, 210, lighten(clad, 0.3));
  // Shops on the ground floor.
  for (let i = 0; i < 3; i++) {
    const sx = x + 10 + (i * (w - 20)) / 3;
    const sw = (w - 20) / 3 - 10;
    out += rect(
      sx,
      gy - 130,
      sw,
      26,
      sunlit(L, r.pick(['#c0392b', '#2f7f6f', '#2f5f9f', '#e08a2a', '#6a3a8a'])),
    );
    out += glazing(s, L, sx, gy - 100, sw, 100, 3);
  }
  out += eaveShadow(s, x, gy - 104, w, 30, 0.4);
  out +=
    rect(0, gy, s.w, 50, sunlit(L, '#c9c1b3')) + rect(0, gy + 46, s.w, 10, sunlit(L, '#e4ddd0'));
  out += rect(0, gy + 56, s.w, s.h - gy - 56, darken(sunlit(L, '#5c5c60'), 0.1));
  let dashes = '';
  for (let dx = -20; dx < s.w; dx += 100) dashes += `M${n(dx)} ${n(gy + 140)}h50`;
  out += stroke(dashes, '#f0ece0', 6, 'opacity="0.8"');
  out += car(
    s,
    L,
    s.w * r.range(0.05, 0.3),
    gy + 120,
    220,
    r.pick(['#c0392b', '#f4f4f0', '#2a4a7a', '#8a8a90']),
  );
  out += car(
    s,
    L,
    s.w * r.range(0.55, 0.75),
    gy + 190,
    250,
    r.pick(['#f4f4f0', '#3a3a40', '#a8a8b0']),
  );
  for (const tx of [s.w * 0.06, s.w * 0.94])
    out += tree(s, f, tx + r.range(-30, 30), gy + 40, r.range(150, 190));
  return out;
}

/** Corrugated metal sheeting: vertical ribs with a highlight. */
function corrugated(s: Scene, L: Light, base: string): string {
  const c = sunlit(L, base);
  return s.pattern(
    16,
    10,
    rect(0, 0, 16, 10, c) +
      rect(0, 0, 4, 10, lighten(c, 0.18)) +
      rect(11, 0, 5, 10, darken(c, 0.16)),
  );
}

/** A box truck in side view, cab to the right. */
function truck(s: Scene, L: Light, x: number, y: number, color: string): string {
  let out = s.shadow(x + 170, y, 200, 12, 0.6);
  out +=
    rect(x, y - 170, 250, 140, sunlit(L, '#f2f0ea')) +
    rect(x, y - 170, 250, 10, shaded(L, '#f2f0ea'));
  out += rect(x, y - 80, 250, 14, sunlit(L, color));
  out += path(
    `M${n(x + 258)} ${n(y - 30)}V${n(y - 120)}H${n(x + 320)}L${n(x + 350)} ${n(y - 80)}V${n(y - 30)}Z`,
    sunlit(L, color),
  );
  out += poly([x + 300, y - 112, x + 322, y - 112, x + 342, y - 82, x + 300, y - 82], glass(s, L));
  out += rect(x - 4, y - 36, 360, 12, '#333338');
  for (const wx of [x + 50, x + 100, x + 300])
    out += circ(wx, y - 20, 22, '#222226') + circ(wx, y - 20, 9, '#9a9aa0');
  return out;
}

function industrialScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.54, 0.6);
  const f = foliage(s, L);
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  const dir = view % 2 === 0 ? 1 : -1;
  s.vp = [s.w / 2 + dir * 2600, horizon];
  let out = sky(s, L, horizon, r.int(2, 4));
  out += hills(s, L, horizon - 30, r.range(100, 160), 0.15, 0.8);
  out += hills(s, L, horizon, r.range(40, 70), 0.5, 1.4);
  for (let i = 0; i < 10; i++)
    out += palm(s, far, r.range(0, s.w), horizon + 20, r.range(120, 200), r.range(-0.12, 0.12));
  const gy = s.h * 0.76;
  const metal = r.pick(['#c8ccd0', '#b8c4cc', '#d0ccc4']);
  const band = r.pick(['#2f6f9f', '#c0392b', '#2f7f6f', '#e08a2a']);
  // A sawtooth-roofed shed behind, the main gable-ended warehouse in front.
  out += ground(s, L, horizon + 10, '#7a9a50');
  const sx = s.w / 2 + dir * r.range(440, 520) - 350;
  out += block(s, L, sx, gy - 260, 700, 200, 220, metal);
  out += rect(sx, gy - 260, 700, 200, corrugated(s, L, metal));
  for (let i = 0; i < 7; i++) {
    const tx = sx + i * 100;
    out += poly([tx, gy - 260, tx + 100, gy - 260, tx + 100, gy - 330], sunlit(L, '#8a949c'));
    out += poly(
      [tx + 100, gy - 330, tx + 100, gy - 260, tx + 88, gy - 260, tx + 88, gy - 316],
      glass(s, L),
    );
  }
  const wx = s.w / 2 - dir * r.range(200, 280) - 330;
  const ww = 660;
  const wh = 240;
  const apex = 110;
  out += block(s, L, wx, gy - wh, ww, wh, 300, metal);
  out += poly(
    [wx - 16, gy - wh, wx + ww / 2, gy - wh - apex, wx + ww + 16, gy - wh],
    corrugated(s, L, metal),
  );
  out += poly(
    [wx - 16, gy - wh, wx + ww / 2, gy - wh - apex, wx + ww + 16, gy - wh],
    '#000000',
    op(0.06),
  );
  const ridge = recede(s, [wx + ww / 2, gy - wh - apex], 300);
  const eaveBack = recede(s, [dir > 0 ? wx + ww + 16 : wx - 16, gy - wh], 300);
  out += poly(
    [
      dir > 0 ? wx + ww + 16 : wx - 16,
      gy - wh,
      wx + ww / 2,
      gy - wh - apex,
      ridge[0],
      ridge[1],
      eaveBack[0],
      eaveBack[1],
    ],
    sunlit(L, '#9aa4ac'),
  );
  out += stroke(
    `M${n(wx - 20)} ${n(gy - wh + 2)}L${n(wx + ww / 2)} ${n(gy - wh - apex - 2)}L${n(wx + ww + 20)} ${n(gy - wh + 2)}`,
    darken(sunlit(L, '#8a949c'), 0.2),
    10,
  );
  out += rect(wx, gy - wh, ww, wh, corrugated(s, L, metal));
  out += rect(wx, gy - wh + 20, ww, 26, sunlit(L, band));
  out += rect(wx + 40, gy - wh + 62, ww - 80, 24, glass(s, L), op(0.8));
  const doorW = 200;
  const dx = wx + ww / 2 - doorW / 2 + r.range(-120, 120);
  out += rect(dx - 8, gy - 170, doorW + 16, 170, shaded(L, '#6a6e74'));
  out += rect(
    dx,
    gy - 162,
    doorW,
    162,
    s.pattern(
      20,
      12,
      rect(0, 0, 20, 12, sunlit(L, '#a8aeb4')) +
        rect(0, 9, 20, 3, darken(sunlit(L, '#a8aeb4'), 0.25)),
    ),
  );
  out += rect(wx + 40, gy - 110, 56, 110, sunlit(L, band));
  out += rect(wx - 20, gy - 14, ww + 40, 14, sunlit(L, '#bdb8ae'));
  // Yard, truck, fence and trees.
  out += rect(
    0,
    gy,
    s.w,
    s.h - gy,
    s.linear([
      [0, sunlit(L, '#c2bdb2')],
      [1, darken(sunlit(L, '#9e998e'), 0.15)],
    ]),
  );
  let lines = '';
  for (let i = -6; i <= 6; i++)
    lines += `M${n(s.w / 2 + i * 140)} ${n(gy + 40)}L${n(s.w / 2 + i * 300)} ${n(s.h)}`;
  out += stroke(lines, '#f0c030', 5, 'opacity="0.7"');
  out += s.shadow(wx + ww / 2, gy + 4, ww * 0.6, 14, 0.45);
  out += truck(
    s,
    L,
    dir > 0 ? s.w * 0.58 : s.w * 0.1,
    gy + 120,
    r.pick(['#2f6f9f', '#c0392b', '#3a7a4a']),
  );
  for (let i = 0; i < 3; i++)
    out += tree(
      s,
      f,
      r.pick([r.range(0, s.w * 0.15), r.range(s.w * 0.85, s.w)]),
      gy + 20,
      r.range(140, 190),
    );
  const fy = s.h * 0.97;
  let fence = '';
  for (let x = 0; x < s.w; x += 160) fence += `M${n(x)} ${n(fy)}V${n(fy - 130)}`;
  out += stroke(fence, '#5a5e64', 6);
  out += stroke(`M0 ${n(fy - 126)}H${s.w}M0 ${n(fy - 10)}H${s.w}`, '#5a5e64', 4);
  const mesh = s.pattern(18, 18, stroke('M0 0L18 18M18 0L0 18', '#5a5e64', 1.2));
  out += rect(0, fy - 126, s.w, 116, mesh, 'opacity="0.5"');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Water and fields.

/** Water from `top` to `bottom` that mirrors the sky, with ripples. */
function water(s: Scene, L: Light, top: number, bottom: number, deep: string): string {
  const r = s.r;
  let out = rect(
    0,
    top,
    s.w,
    bottom - top,
    s.linear([
      [0, mix(L.low, L.haze, 0.3)],
      [0.5, mix(L.mid, deep, 0.45)],
      [1, mix(L.top, deep, 0.6)],
    ]),
  );
  let d = '';
  for (let i = 0; i < 40; i++) {
    const y = top + (bottom - top) * Math.pow(r.next(), 1.4);
    const k = 0.3 + (y - top) / Math.max(1, bottom - top);
    const w = r.range(30, 120) * k;
    d += `M${n(r.range(0, s.w))} ${n(y)}h${n(w)}`;
  }
  out += stroke(d, lighten(L.low, 0.4), 2, 'opacity="0.4" stroke-linecap="round"');
  return out;
}

/**
 * `body` mirrored in still water below the line `top`, veiled with the water's colour (cheaper than
 * drawing it with group opacity).
 */
function reflection(
  s: Scene,
  body: string,
  top: number,
  bottom: number,
  tint: string,
  veil: number,
): string {
  const clip = s.clip(rect(0, top, s.w, bottom - top, '#000'));
  return (
    `<g clip-path="${clip}"><g transform="translate(0 ${n(top * 2)}) scale(1 -1)">${body}</g></g>` +
    rect(0, top, s.w, bottom - top, tint, op(veil))
  );
}

/** A light path of the sun on water. */
function sunPath(s: Scene, L: Light, top: number, bottom: number, width: number): string {
  if (L.tod === 'noon') return '';
  const x = L.sunX * s.w;
  let d = '';
  for (let y = top + 4; y < bottom; y += 7 + (y - top) * 0.04) {
    const w = width * (0.3 + (0.7 * (y - top)) / (bottom - top)) * (0.5 + s.r.next());
    d += `M${n(x - w / 2 + s.r.range(-10, 10))} ${n(y)}h${n(w)}`;
  }
  return stroke(d, lighten(L.sun, 0.3), 3, 'opacity="0.7" stroke-linecap="round"');
}

/** A long wooden canoe with a boatman poling it. */
function canoe(L: Light, x: number, y: number, k: number): string {
  const wood = darken(sunlit(L, '#4a3020'), 0.1);
  let out = path(
    `M${n(x - 130 * k)} ${n(y - 16 * k)}Q${n(x)} ${n(y + 14 * k)} ${n(x + 130 * k)} ${n(y - 16 * k)}Q${n(x)} ${n(y - 2 * k)} ${n(x - 130 * k)} ${n(y - 16 * k)}Z`,
    wood,
  );
  out += ell(x, y + 4 * k, 120 * k, 5 * k, '#000000', op(0.15));
  const fig = '#2a2420';
  out +=
    rect(x + 40 * k, y - 58 * k, 10 * k, 44 * k, fig) + circ(x + 45 * k, y - 64 * k, 6 * k, fig);
  out += stroke(
    `M${n(x + 20 * k)} ${n(y + 12 * k)}L${n(x + 80 * k)} ${n(y - 96 * k)}`,
    fig,
    2.5 * k,
  );
  out += poly(
    [x + 36 * k, y - 70 * k, x + 54 * k, y - 70 * k, x + 45 * k, y - 78 * k],
    sunlit(L, '#c9a060'),
  );
  return out;
}

/** A white egret standing in a field. */
function egret(x: number, y: number, k: number): string {
  return (
    ell(x, y - 14 * k, 12 * k, 7 * k, '#f8f6f0') +
    stroke(
      `M${n(x + 8 * k)} ${n(y - 16 * k)}q6 -8 2 -18`,
      '#f8f6f0',
      3 * k,
      'stroke-linecap="round"',
    ) +
    stroke(
      `M${n(x)} ${n(y - 8 * k)}v${n(10 * k)}M${n(x + 4 * k)} ${n(y - 8 * k)}v${n(10 * k)}`,
      '#3a3a30',
      1.2 * k,
    ) +
    stroke(`M${n(x + 10 * k)} ${n(y - 34 * k)}l${n(7 * k)} ${n(2 * k)}`, '#e0b040', 2 * k)
  );
}

/** Rows of rice plants from `top` down, in perspective: tufts grow nearer the viewer. */
function paddyRows(s: Scene, L: Light, top: number, ripe: boolean): string {
  const r = s.r;
  const base = ripe ? '#b8b04a' : '#7cc04a';
  const light = sunlit(L, base);
  const dark = darken(mix(base, L.shade, 0.3), 0.2 + L.dim * 0.6);
  let out = rect(
    0,
    top,
    s.w,
    s.h - top,
    s.linear([
      [0, mix(light, L.haze, 0.3)],
      [1, darken(light, 0.2)],
    ]),
  );
  // Bands of tufts, each a pattern scaled for its distance (cheaper to draw than dashed rows).
  const mid = mix(dark, light, 0.4);
  let y = top;
  while (y < s.h) {
    const k = (y - top) / (s.h - top);
    const bandH = 24 + k * 90;
    const step = Math.round(3.5 + k * 22);
    const tw = 2 + k * 7;
    const cell = Math.round(tw * 2.2);
    const row = (dy: number, dx: number, c: string): string =>
      poly(
        [dx, dy + step, dx + tw * 0.5, dy - step * 0.4, dx + tw, dy + step],
        c,
        'fill-opacity="0.8"',
      );
    const tile = row(0, 0, dark) + row(step, cell / 2, mid) + row(step * 2, 0, dark);
    out += rect(-r.range(0, cell), y, s.w + cell, bandH + 1, s.pattern(cell, step * 2, tile));
    y += bandH;
  }
  return out;
}

function paddyScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.4, 0.47);
  const far = foliage(s, L, mix(L.green, L.haze, 0.35));
  const f = foliage(s, L);
  let out = sky(s, L, horizon, r.int(2, 4));
  out += hills(s, L, horizon - 10, r.range(90, 160), 0, 0.8);
  out += hills(s, L, horizon + 5, r.range(40, 70), 0.3, 1.3);
  const bank = horizon + 40;
  let palms = rect(0, bank - 12, s.w, 16, darken(L.green, 0.3 + L.dim));
  const k = r.int(14, 20);
  for (let i = 0; i < k; i++) {
    palms += palm(
      s,
      far,
      (s.w * (i + r.range(-0.3, 0.3))) / (k - 1),
      bank - 4,
      r.range(110, 190),
      r.range(-0.2, 0.2),
    );
  }
  const wide = view % 4 === 2;
  const wBottom = wide ? s.h * 0.8 : bank + r.range(70, 120) + (view % 2) * 40;
  out += water(s, L, bank, wBottom, '#2a5a6a');
  out += reflection(
    s,
    palms,
    bank,
    wBottom,
    s.linear([
      [0, mix(L.low, L.mid, 0.4)],
      [1, mix(L.mid, '#2a5a6a', 0.45)],
    ]),
    0.66,
  );
  out += palms;
  out += sunPath(s, L, bank + 4, wBottom, 80);
  out += canoe(L, s.w * r.range(0.2, 0.8), bank + (wBottom - bank) * 0.6, wide ? 1.6 : 0.8);
  out += rect(
    0,
    wBottom - 6,
    s.w,
    22,
    s.linear([
      [0, darken(sunlit(L, '#6a8a3a'), 0.1)],
      [1, sunlit(L, '#7a6a3a')],
    ]),
  );
  out += paddyRows(s, L, wBottom + 14, r.chance(0.3));
  const vx = s.w * r.range(0.3, 0.7);
  let bunds = '';
  for (const off of [-1.6, -0.5, 0.7, 1.9])
    bunds += `M${n(vx + off * 120)} ${n(wBottom + 14)}L${n(vx + off * 1100)} ${n(s.h)}`;
  out += stroke(bunds, sunlit(L, '#8a7a4a'), 10, 'opacity="0.8"');
  for (let i = 0; i < r.int(2, 5); i++) {
    const y = wBottom + 40 + r.range(0, 200);
    out += egret(r.range(100, s.w - 100), y, 0.8 + (y - wBottom) / 200);
  }
  out += palm(
    s,
    f,
    view % 2 ? s.w * 0.92 : s.w * 0.08,
    s.h * 1.02,
    s.h * 0.95,
    view % 2 ? -0.15 : 0.15,
  );
  return out;
}

/** Tea bushes in rows that follow a hill's contours. */
function teaHill(s: Scene, L: Light, base: number, amp: number, depth: number): string {
  const r = s.r;
  const p1 = r.range(0, 6.3);
  const f = r.range(0.6, 1.1);
  const ys: number[] = [];
  for (let i = 0; i <= 40; i++) {
    const u = (i / 40) * Math.PI * 2 * f;
    ys.push(base - amp * (0.5 + 0.35 * Math.sin(u + p1) + 0.15 * Math.sin(u * 2.1 + p1 * 2)));
  }
  const at = (i: number): number => -20 + ((s.w + 40) * i) / 40;
  let outline = `M-20 ${s.h}`;
  ys.forEach((y, i) => (outline += `L${n(at(i))} ${n(y)}`));
  outline += `L${s.w + 20} ${s.h}Z`;
  const green = mix(sunlit(L, '#5a9a3a'), L.haze, 0.55 - depth * 0.5);
  let out = path(
    outline,
    s.linear([
      [0, lighten(green, 0.1)],
      [1, darken(green, 0.15)],
    ]),
  );
  let rows = '';
  const gap = 6 + depth * 16;
  for (let k = 1; k < 40; k++) {
    const off = k * gap * (1 + k * 0.03);
    if (Math.min(...ys) + off > s.h) break;
    let d = '';
    ys.forEach((y, i) => (d += `${i ? 'L' : 'M'}${n(at(i))} ${n(y + off)}`));
    rows += d;
  }
  out += stroke(
    rows,
    darken(green, 0.3),
    gap * 0.45,
    `stroke-dasharray="${n(gap * 1.8)} ${n(gap * 0.25)}" stroke-linejoin="round"`,
  );
  for (let i = 0; i < 5 + depth * 4; i++) {
    const x = r.range(0, s.w);
    const idx = Math.round(((x + 20) / (s.w + 40)) * 40);
    const y = (ys[idx] ?? base) + r.range(10, 80);
    const h = 60 + depth * 200;
    out += rect(x - 1.5 - depth * 2, y - h, 3 + depth * 4, h, darken(sunlit(L, '#6a5a4a'), 0.1));
    let crown = '';
    for (let b = 0; b < 7; b++) {
      crown += ell(
        x + r.range(-1, 1) * h * 0.07,
        y - h * r.range(0.55, 1.02),
        h * 0.06,
        h * 0.08,
        darken(mix(green, '#2a4a30', 0.5), r.range(0.1, 0.35)),
      );
    }
    out += crown;
  }
  return out;
}

/** A band of mist lying in a valley. */
function mist(s: Scene, L: Light, y: number, h: number, strength: number): string {
  return rect(
    -10,
    y - h / 2,
    s.w + 20,
    h,
    s.linear([
      [0, L.haze, 0],
      [0.5, lighten(L.haze, 0.5), strength],
      [1, L.haze, 0],
    ]),
  );
}

function plantationScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  if (view === 2) return rubberScene(s, L);
  const horizon = s.h * r.range(0.3, 0.38);
  let out = sky(s, L, horizon, r.int(2, 3));
  out += hills(s, L, horizon + 10, r.range(140, 220), 0, 0.6, s.h);
  out += mist(s, L, horizon + 20, 80, 0.7);
  out += hills(s, L, horizon + 80, r.range(100, 150), 0.25, 0.9, s.h);
  out += mist(s, L, horizon + 110, 90, 0.6);
  out += teaHill(s, L, horizon + 220, r.range(90, 140), 0.2);
  out += mist(s, L, horizon + 260, 70, 0.35);
  out += teaHill(s, L, s.h * 0.72, r.range(120, 180), 0.6);
  out += teaHill(s, L, s.h * 0.98, r.range(100, 160), 1);
  return out;
}

/** Rows of rubber trees receding into the shade, the floor littered with leaves. */
function rubberScene(s: Scene, L: Light): string {
  const r = s.r;
  const horizon = s.h * 0.48;
  const vx = s.w * r.range(0.4, 0.6);
  let out = rect(
    0,
    0,
    s.w,
    s.h,
    s.linear([
      [0, darken(L.green, 0.35)],
      [0.45, mix(L.haze, L.low, 0.5)],
      [1, darken(sunlit(L, '#8a6a40'), 0.2)],
    ]),
  );
  out += rect(
    0,
    horizon,
    s.w,
    s.h - horizon,
    s.linear([
      [0, mix(sunlit(L, '#9a7a4a'), L.haze, 0.4)],
      [1, darken(sunlit(L, '#7a5a34'), 0.2)],
    ]),
  );
  for (let depth = 0.12; depth < 1.3; depth *= 1.35) {
    for (const side of [-1, 1]) {
      for (const lane of [1, 2.2]) {
        const x = vx + side * lane * 260 * depth;
        const h = s.h * 0.9 * depth + 40;
        const w = 6 + 26 * depth;
        const y = horizon + (s.h - horizon) * depth * 0.9;
        const c = mix(darken(sunlit(L, '#6a6058'), 0.1 * depth), L.haze, Math.max(0, 0.6 - depth));
        out +=
          s.shadow(x, y, w * 2, w * 0.4, 0.4) +
          rect(x - w / 2, y - h, w, h, c) +
          rect(x, y - h, w / 2, h, darken(c, 0.2), op(0.7));
        if (depth > 0.3)
          out +=
            rect(x - w * 0.1, y - h * 0.35, w * 0.7, 5, '#e8e0d0') +
            rrect(x - w * 0.25, y - h * 0.35 + 4, w * 0.4, w * 0.3, 3, '#f4f0e8');
      }
    }
  }
  const f = foliage(s, L);
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 34; i++)
    blobs.push([r.range(-40, s.w + 40), r.range(-60, s.h * 0.2), r.range(60, 130)]);
  for (const [x, y, rad] of blobs) out += circ(x, y, rad, f.dark);
  for (const [x, y, rad] of blobs) out += circ(x - rad * 0.1, y - rad * 0.12, rad * 0.85, f.blob);
  for (let i = 0; i < 12; i++)
    out += ell(
      r.range(0, s.w),
      r.range(s.h * 0.6, s.h),
      r.range(40, 120),
      r.range(8, 20),
      sunlit(L, '#f0d090'),
      op(0.25),
    );
  let leaves = '';
  for (let i = 0; i < 90; i++)
    leaves += ell(
      r.range(0, s.w),
      r.range(horizon + 20, s.h),
      r.range(4, 9),
      r.range(2, 4),
      r.pick(['#a0602a', '#c08a40', '#7a4a24']),
    );
  return out + leaves;
}

function beachScene(s: Scene, L: Light, view: number): string {
  const r = s.r;
  const horizon = s.h * r.range(0.44, 0.52);
  const f = foliage(s, L);
  const left = view % 2 === 0;
  let out = sky(s, L, horizon, r.int(2, 4));
  const cliffX = left ? s.w * r.range(0.7, 0.85) : s.w * r.range(0.15, 0.3);
  const cw = s.w * 0.5;
  const cx0 = left ? cliffX : cliffX - cw;
  out += path(
    `M${n(cx0)} ${n(horizon + 2)}L${n(cx0 + cw * 0.15)} ${n(horizon - 70)}Q${n(cx0 + cw * 0.5)} ${n(horizon - 96)} ${n(cx0 + cw * 0.85)} ${n(horizon - 70)}L${n(cx0 + cw)} ${n(horizon + 2)}Z`,
    mix(sunlit(L, '#b0583a'), L.haze, 0.45),
  );
  out += path(
    `M${n(cx0 + cw * 0.13)} ${n(horizon - 64)}L${n(cx0 + cw * 0.16)} ${n(horizon - 76)}Q${n(cx0 + cw * 0.5)} ${n(horizon - 104)} ${n(cx0 + cw * 0.84)} ${n(horizon - 76)}L${n(cx0 + cw * 0.87)} ${n(horizon - 64)}Z`,
    mix(L.green, L.haze, 0.5),
  );
  const shore = s.h * r.range(0.68, 0.74);
  out += water(s, L, horizon, shore, '#1f6f8a');
  out += rect(
    0,
    horizon + (shore - horizon) * 0.5,
    s.w,
    (shore - horizon) * 0.5,
    s.linear([
      [0, '#3ab0b8', 0],
      [1, '#5ad0c8', 0.45],
    ]),
  );
  out += sunPath(s, L, horizon + 3, shore - 10, 120);
  out += stroke(`M${n(s.w * r.range(0.2, 0.8))} ${n(horizon + 18)}h40`, '#2a2a30', 5);
  let foam = '';
  for (let i = 0; i < 70; i++) {
    const t = Math.pow(r.next(), 1.6);
    const y = horizon + 10 + (shore - horizon - 20) * t;
    const w = (20 + 140 * t) * r.range(0.5, 1.2);
    foam += `M${n(r.range(-50, s.w))} ${n(y)}q${n(w / 4)} ${n(-3 - 5 * t)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  out += stroke(foam, '#ffffff', 2.5, 'opacity="0.55" stroke-linecap="round"');
  const sand = sunlit(L, '#ecd7ae');
  out += path(
    `M0 ${n(shore)}Q${n(s.w * 0.3)} ${n(shore - 14)} ${n(s.w * 0.55)} ${n(shore + 2)}T${s.w} ${n(shore - 6)}V${s.h}H0Z`,
    '#ffffff',
    op(0.85),
  );
  out += path(
    `M0 ${n(shore + 12)}Q${n(s.w * 0.3)} ${n(shore)} ${n(s.w * 0.55)} ${n(shore + 14)}T${s.w} ${n(shore + 6)}V${s.h}H0Z`,
    darken(sand, 0.12),
  );
  out += path(
    `M0 ${n(shore + 40)}Q${n(s.w * 0.4)} ${n(shore + 24)} ${n(s.w * 0.7)} ${n(shore + 44)}T${s.w} ${n(shore + 36)}V${s.h}H0Z`,
    s.linear([
      [0, sand],
      [1, darken(sand, 0.08)],
    ]),
  );
  const bx = left ? s.w * r.range(0.45, 0.6) : s.w * r.range(0.4, 0.55);
  const by = shore + r.range(120, 180);
  out += s.shadow(bx, by + 6, 200, 14, 0.5);
  out += path(
    `M${n(bx - 180)} ${n(by - 40)}Q${n(bx)} ${n(by + 30)} ${n(bx + 180)} ${n(by - 40)}L${n(bx + 160)} ${n(by - 24)}Q${n(bx)} ${n(by + 20)} ${n(bx - 160)} ${n(by - 24)}Z`,
    sunlit(L, '#2f6f9f'),
  );
  out += path(
    `M${n(bx - 180)} ${n(by - 40)}Q${n(bx)} ${n(by + 30)} ${n(bx + 180)} ${n(by - 40)}Q${n(bx)} ${n(by - 6)} ${n(bx - 180)} ${n(by - 40)}Z`,
    sunlit(L, '#d84a3a'),
  );
  const px = left ? s.w * 0.1 : s.w * 0.9;
  const count = r.int(2, 3);
  for (let i = 0; i < count; i++) {
    const x = px + (left ? 1 : -1) * (i * r.range(160, 260) + r.range(-40, 40));
    out += palm(
      s,
      f,
      x,
      s.h * r.range(0.92, 1.02),
      s.h * r.range(0.65, 0.9),
      (left ? 1 : -1) * r.range(0.12, 0.32),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Interiors: one-point perspective rooms. Furniture is drawn against the back wall and brought
// forward with `nearer`, which scales it about the vanishing point.

interface Room {
  vx: number;
  vy: number;
  /** The back wall. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  wall: string;
  wood: string;
  accent: string;
  fabric: string;
}

/** A point of the plane parallel to the back wall, `k` times nearer (1 is the back wall). */
function at(room: Room, x: number, y: number, k: number): Pt {
  return [room.vx + (x - room.vx) * k, room.vy + (y - room.vy) * k];
}

const flat = (pts: readonly Pt[]): number[] => pts.flatMap((p) => [p[0], p[1]]);

type FloorKind = 'wood' | 'tile' | 'oxide';

function roomShell(s: Scene, L: Light, room: Room, floor: FloorKind): string {
  const { x0, x1, y0, y1 } = room;
  const far = 5;
  const wall = room.wall;
  let out = rect(0, 0, s.w, s.h, darken(wall, 0.1));
  out += poly(
    flat([[x0, y0], [x1, y0], at(room, x1, y0, far), at(room, x0, y0, far)]),
    lighten(wall, 0.35),
  );
  out += poly(
    flat([[x0, y0], [x0, y1], at(room, x0, y1, far), at(room, x0, y0, far)]),
    s.linear(
      [
        [0, darken(wall, 0.12)],
        [1, darken(wall, 0.04)],
      ],
      1,
      0,
      0,
      0,
    ),
  );
  out += poly(
    flat([[x1, y0], [x1, y1], at(room, x1, y1, far), at(room, x1, y0, far)]),
    s.linear(
      [
        [0, darken(wall, 0.16)],
        [1, darken(wall, 0.06)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(
    x0,
    y0,
    x1 - x0,
    y1 - y0,
    s.linear([
      [0, lighten(wall, 0.08)],
      [1, darken(wall, 0.04)],
    ]),
  );
  const floorPoly = flat([[x0, y1], [x1, y1], at(room, x1, y1, far), at(room, x0, y1, far)]);
  const base = floor === 'wood' ? room.wood : floor === 'tile' ? '#e4ddd2' : '#8a2f24';
  out += poly(
    floorPoly,
    s.linear([
      [0, darken(base, 0.08)],
      [1, lighten(base, floor === 'oxide' ? 0.05 : 0.12)],
    ]),
  );
  let lines = '';
  if (floor !== 'oxide') {
    const step = floor === 'wood' ? 38 : 90;
    for (let x = x0 - 2000; x < x1 + 2000; x += step) {
      const [fx, fy] = at(room, x, y1, far);
      lines += `M${n(room.vx + (x - room.vx))} ${n(y1)}L${n(fx)} ${n(fy)}`;
    }
    for (let k = 1.1; k < far; k *= floor === 'wood' ? 1.5 : 1.22) {
      const [ax, ay] = at(room, x0 - 2000, y1, k);
      lines += `M${n(ax)} ${n(ay)}H${s.w}`;
    }
    out += `<g clip-path="${s.clip(poly(floorPoly, '#000'))}">${stroke(lines, darken(base, 0.25), 1.5, 'opacity="0.5"')}</g>`;
  } else {
    out += poly(
      floorPoly,
      s.linear(
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', 0.12],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  }
  out += rect(x0, y1 - 14, x1 - x0, 14, lighten(wall, 0.2));
  if (floor === 'oxide') {
    // Timber ceiling with exposed rafters, as in a traditional house.
    const ceiling = flat([[x0, y0], [x1, y0], at(room, x1, y0, far), at(room, x0, y0, far)]);
    out += poly(ceiling, darken(room.wood, 0.05));
    let beams = '';
    for (let x = x0; x <= x1 + 1; x += (x1 - x0) / 9) {
      const [bx, by] = at(room, x, y0, far);
      beams += `M${n(x)} ${n(y0)}L${n(bx)} ${n(by)}`;
    }
    out += stroke(beams, darken(room.wood, 0.4), 9);
    out += rect(x0, y0 - 4, x1 - x0, 22, darken(room.wood, 0.3));
  }
  return out;
}

/** A view out of a window: sky, hills and palms, or a city. */
function windowView(
  s: Scene,
  L: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  city: boolean,
): string {
  const f = foliage(s, L);
  let v = rect(
    x,
    y,
    w,
    h,
    s.linear([
      [0, L.top],
      [0.7, L.mid],
      [1, L.low],
    ]),
  );
  v += ell(
    x + w * L.sunX,
    y + h * 0.6,
    w * 0.6,
    h * 0.5,
    s.radial([
      [0, L.sun, 0.6],
      [1, L.sun, 0],
    ]),
  );
  const horizon = y + h * 0.68;
  if (city) {
    let d = '';
    for (let bx = x - 10; bx < x + w; bx += s.r.range(30, 70))
      d += `M${n(bx)} ${n(y + h)}V${n(horizon - s.r.range(20, h * 0.5))}h${n(s.r.range(26, 60))}V${n(y + h)}Z`;
    v += path(d, mix(L.haze, L.top, 0.3));
  } else {
    v += `<g transform="translate(${n(x)} ${n(y)})">${path(ridge(s.r, w, horizon - y, h * 0.18, h, 1.2), mix(L.green, L.haze, 0.5))}</g>`;
    v += rect(x, horizon + h * 0.12, w, h, darken(L.green, 0.1));
    for (let i = 0; i < 3; i++)
      v += palm(
        s,
        f,
        x + w * s.r.range(0.1, 0.9),
        y + h * 1.05,
        h * s.r.range(0.7, 1),
        s.r.range(-0.1, 0.1),
      );
  }
  return `<g clip-path="${s.clip(rect(x, y, w, h, '#000'))}">${v}</g>`;
}

/** A window in the back wall with its view, frame, curtains and the light it throws. */
function roomWindow(
  s: Scene,
  L: Light,
  room: Room,
  x: number,
  y: number,
  w: number,
  h: number,
  city: boolean,
): string {
  let out = windowView(s, L, x, y, w, h, city);
  const frame = '#f4f1ea';
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${frame}" stroke-width="12"/>`;
  out += stroke(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}`, frame, 8);
  const folds = s.pattern(
    28,
    10,
    rect(0, 0, 28, 10, room.fabric) +
      rect(14, 0, 14, 10, darken(room.fabric, 0.12)) +
      rect(24, 0, 4, 10, darken(room.fabric, 0.2)),
  );
  out += rect(x - 70, y - 30, 80, h + 60, folds) + rect(x + w - 10, y - 30, 80, h + 60, folds);
  out += rect(x - 90, y - 40, w + 180, 10, darken(room.wood, 0.2));
  // Sunlight falling in a slanting patch on the floor.
  const a = at(room, x + 40, room.y1, 1.05);
  const b = at(room, x + w - 40, room.y1, 1.05);
  const c = at(room, x + w + 200, room.y1, 2.2);
  const d = at(room, x + 80, room.y1, 2.2);
  out += poly(
    flat([a, b, c, d]),
    s.linear([
      [0, lighten(L.sun, 0.5), 0.35],
      [1, lighten(L.sun, 0.5), 0],
    ]),
  );
  return out;
}

/** A framed abstract print. */
function artwork(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  palette: readonly string[],
): string {
  const r = s.r;
  let out = rect(x - 8, y - 8, w + 16, h + 16, '#2a2622') + rect(x, y, w, h, '#f6f1e8');
  out += circ(
    x + w * r.range(0.3, 0.7),
    y + h * r.range(0.3, 0.6),
    w * r.range(0.2, 0.32),
    r.pick(palette),
  );
  out += rect(
    x + w * 0.1,
    y + h * r.range(0.55, 0.7),
    w * 0.8,
    h * 0.25,
    r.pick(palette),
    op(0.85),
  );
  out += stroke(
    `M${n(x + w * 0.15)} ${n(y + h * 0.3)}q${n(w * 0.3)} ${n(-h * 0.2)} ${n(w * 0.7)} 0`,
    r.pick(palette),
    4,
  );
  return out;
}

/** A leafy potted plant standing at (x, y). */
function pottedPlant(s: Scene, L: Light, x: number, y: number, h: number): string {
  const r = s.r;
  const f = foliage(s, { ...L, dim: 0 }, '#3f8a4a');
  let out = s.shadow(x, y, h * 0.3, h * 0.05, 0.5);
  let leaves = '';
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + r.range(-1.3, 1.3);
    const len = h * r.range(0.35, 0.6);
    const tx = x + Math.cos(a) * len;
    const ty = y - h * 0.3 + Math.sin(a) * len;
    leaves += stroke(`M${n(x)} ${n(y - h * 0.25)}L${n(tx)} ${n(ty)}`, f.dark, 2);
    leaves += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(h * 0.11)}" ry="${n(h * 0.06)}" fill="${r.chance(0.5) ? f.mid : f.dark}" transform="rotate(${n((a * 180) / Math.PI)} ${n(tx)} ${n(ty)})"/>`;
  }
  out += leaves;
  out += poly(
    [x - h * 0.15, y - h * 0.28, x + h * 0.15, y - h * 0.28, x + h * 0.11, y, x - h * 0.11, y],
    '#c8734a',
  );
  out += rect(x - h * 0.16, y - h * 0.3, h * 0.32, h * 0.05, '#b0623e');
  return out;
}

/** A three-seater sofa standing on the floor line `y`. */
function sofa(
  s: Scene,
  x: number,
  y: number,
  w: number,
  c: string,
  pillows: readonly string[],
): string {
  const dark = darken(c, 0.2);
  const light = lighten(c, 0.12);
  let out = s.shadow(x + w / 2, y - 4, w * 0.62, 20, 0.6);
  out += rrect(
    x + 24,
    y - 200,
    w - 48,
    130,
    24,
    s.linear([
      [0, light],
      [1, dark],
    ]),
  );
  const seats = w > 480 ? 3 : 2;
  const cw = (w - 120) / seats;
  for (let i = 0; i < seats; i++) {
    out += rrect(x + 60 + i * cw, y - 104, cw - 6, 48, 14, light);
    out += rrect(x + 64 + i * cw, y - 190, cw - 14, 96, 18, c, op(0.9));
  }
  out += rrect(x + 50, y - 66, w - 100, 52, 8, dark);
  out += rrect(x, y - 140, 74, 128, 26, c) + rrect(x + w - 74, y - 140, 74, 128, 26, c);
  out += rrect(x + 6, y - 140, 62, 22, 11, light) + rrect(x + w - 68, y - 140, 62, 22, 11, light);
  out += rect(x + 22, y - 14, 10, 14, '#3a2a20') + rect(x + w - 32, y - 14, 10, 14, '#3a2a20');
  pillows.forEach((p, i) => {
    const px = i === 0 ? x + 84 : x + w - 150 - (i - 1) * 70;
    out += `<rect x="${n(px)}" y="${n(y - 168)}" width="66" height="60" rx="14" fill="${p}" transform="rotate(${i === 0 ? -8 : 7} ${n(px + 33)} ${n(y - 138)})"/>`;
  });
  return out;
}

/** A floor lamp; its shade glows. */
function floorLamp(s: Scene, x: number, y: number, h: number): string {
  return (
    s.shadow(x, y, 50, 8, 0.5) +
    circ(
      x,
      y - h + 40,
      150,
      s.radial([
        [0, '#ffe6b0', 0.55],
        [1, '#ffe6b0', 0],
      ]),
    ) +
    rect(x - 3, y - h + 40, 6, h - 40, '#2e2a26') +
    ell(x, y - 3, 36, 7, '#2e2a26') +
    poly([x - 36, y - h, x + 36, y - h, x + 52, y - h + 64, x - 52, y - h + 64], '#f7ecd6') +
    poly(
      [x - 52, y - h + 58, x + 52, y - h + 58, x + 52, y - h + 64, x - 52, y - h + 64],
      '#e8d4b0',
    )
  );
}

/** A rug on the floor between depths k0 and k1. */
function rug(
  s: Scene,
  room: Room,
  x0: number,
  x1: number,
  k0: number,
  k1: number,
  c: string,
  border: string,
): string {
  const y = room.y1;
  const q = (a: number, b: number, ka: number, kb: number): number[] =>
    flat([at(room, a, y, ka), at(room, b, y, ka), at(room, b, y, kb), at(room, a, y, kb)]);
  const w = x1 - x0;
  let out = poly(q(x0, x1, k0, k1), darken(c, 0.1));
  out += poly(
    q(x0 + w * 0.04, x1 - w * 0.04, k0 + (k1 - k0) * 0.06, k1 - (k1 - k0) * 0.06),
    border,
  );
  out += poly(q(x0 + w * 0.08, x1 - w * 0.08, k0 + (k1 - k0) * 0.12, k1 - (k1 - k0) * 0.12), c);
  const m = (x0 + x1) / 2;
  const km = (k0 + k1) / 2;
  out += poly(
    flat([
      at(room, m, y, k0 + (k1 - k0) * 0.25),
      at(room, m + w * 0.2, y, km),
      at(room, m, y, k1 - (k1 - k0) * 0.25),
      at(room, m - w * 0.2, y, km),
    ]),
    border,
    op(0.7),
  );
  return s.shadow(m, at(room, m, y, k1)[1], 10, 2, 0) + out;
}

/** A low wooden coffee table with a vase and a stack of books. */
function coffeeTable(x: number, y: number, w: number, wood: string, accent: string): string {
  return (
    rect(x + 16, y - 50, 10, 50, darken(wood, 0.35)) +
    rect(x + w - 26, y - 50, 10, 50, darken(wood, 0.35)) +
    rect(x, y - 66, w, 18, darken(wood, 0.15)) +
    rect(x, y - 66, w, 5, lighten(wood, 0.2)) +
    rect(x + w * 0.15, y - 84, 60, 9, '#e8e0d0') +
    rect(x + w * 0.17, y - 93, 52, 9, accent) +
    ell(x + w * 0.7, y - 88, 18, 24, '#f4efe6') +
    stroke(
      `M${n(x + w * 0.7)} ${n(y - 108)}q-14 -30 -24 -40M${n(x + w * 0.7)} ${n(y - 108)}q10 -34 22 -44`,
      '#4a7a4a',
      3,
    ) +
    circ(x + w * 0.7 - 24, y - 148, 8, accent) +
    circ(x + w * 0.7 + 22, y - 152, 8, '#f4efe6')
  );
}

function livingRoom(s: Scene, L: Light, room: Room, city: boolean, floor: FloorKind): string {
  const r = s.r;
  const { vx, vy, x0, x1, y0, y1 } = room;
  let out = roomShell(s, L, room, floor);
  const left = r.chance(0.5);
  const ww = (x1 - x0) * 0.42;
  const wx = left ? x0 + 70 : x1 - 70 - ww;
  out += roomWindow(s, L, room, wx, y0 + 80, ww, (y1 - y0) * 0.62, city);
  const ax = left ? x1 - 70 - 260 : x0 + 70;
  out += artwork(s, ax, y0 + 110, 200, 150, [room.accent, room.fabric, '#e8c070', '#3a4a5a']);
  out += artwork(s, ax + 220, y0 + 150, 70, 100, [room.accent, '#e8c070']);
  const sw = r.range(520, 600);
  const sx = (x0 + x1) / 2 - sw / 2 + r.range(-40, 40);
  out += rug(
    s,
    room,
    sx - 120,
    sx + sw + 120,
    1.22,
    2.05,
    r.pick(['#d8c8b0', '#c8b49a', '#e2d6c4']),
    room.accent,
  );
  out += nearer(
    vx,
    vy,
    1.2,
    sofa(s, sx, y1, sw, room.fabric, [room.accent, '#f4ecdc', mix(room.accent, '#ffffff', 0.4)]),
  );
  out += nearer(vx, vy, left ? 1.15 : 1.15, floorLamp(s, left ? sx + sw + 80 : sx - 80, y1, 380));
  out += nearer(vx, vy, 1.62, coffeeTable(sx + sw * 0.25, y1, sw * 0.5, room.wood, room.accent));
  if (r.chance(0.5)) {
    const cx = left ? x1 - 170 : x0 + 40;
    out += nearer(
      vx,
      vy,
      1.02,
      rect(cx - 20, y1 - 120, 300, 106, darken(room.wood, 0.1)) +
        rect(cx - 10, y1 - 110, 135, 86, room.wood) +
        rect(cx + 135, y1 - 110, 135, 86, room.wood) +
        ell(cx + 60, y1 - 150, 22, 30, room.accent),
    );
  }
  out += r.chance(0.5)
    ? nearer(vx, vy, 1.5, pottedPlant(s, L, left ? x1 - 40 : x0 + 40, y1, 300))
    : nearer(
        vx,
        vy,
        1.45,
        sofa(s, left ? x1 - 150 : x0 - 120, y1, 270, mix(room.fabric, room.accent, 0.5), [
          lighten(room.accent, 0.3),
        ]),
      );
  return out;
}

/** A bedside table with a glowing lamp. */
function bedside(s: Scene, x: number, y: number, wood: string): string {
  return (
    s.shadow(x + 45, y, 60, 8, 0.5) +
    circ(
      x + 45,
      y - 170,
      110,
      s.radial([
        [0, '#ffe6b0', 0.5],
        [1, '#ffe6b0', 0],
      ]),
    ) +
    rect(x, y - 110, 90, 110, wood) +
    rect(x + 8, y - 96, 74, 36, darken(wood, 0.12)) +
    rect(x + 38, y - 80, 14, 4, '#d9b060') +
    rect(x + 42, y - 150, 6, 40, '#3a3430') +
    poly([x + 22, y - 200, x + 68, y - 200, x + 76, y - 150, x + 14, y - 150], '#f6ead0')
  );
}

function bedroom(s: Scene, L: Light, room: Room, city: boolean, floor: FloorKind): string {
  const r = s.r;
  const { vx, vy, x0, x1, y0, y1 } = room;
  let out = roomShell(s, L, room, floor);
  const bx = (x0 + x1) / 2 + r.range(-60, 60);
  const bw = 300;
  const left = r.chance(0.5);
  // A window on a side wall, in perspective.
  const wx = left ? x0 : x1;
  const k0 = 1.35;
  const k1 = 2.1;
  const win = flat([
    at(room, wx, y0 + 90, k0),
    at(room, wx, y0 + 90, k1),
    at(room, wx, y1 - 230, k1),
    at(room, wx, y1 - 230, k0),
  ]);
  out += poly(
    win,
    s.linear([
      [0, L.top],
      [1, L.low],
    ]),
  );
  const km = Math.sqrt(k0 * k1);
  const [mx0, my0] = at(room, wx, y0 + 90, km);
  const [mx1, my1] = at(room, wx, y1 - 230, km);
  const [hx0, hy0] = at(room, wx, (y0 + y1) / 2 - 60, k0);
  const [hx1, hy1] = at(room, wx, (y0 + y1) / 2 - 60, k1);
  out += stroke(
    `M${n(mx0)} ${n(my0)}L${n(mx1)} ${n(my1)}M${n(hx0)} ${n(hy0)}L${n(hx1)} ${n(hy1)}`,
    '#f4f1ea',
    8,
  );
  out += `<polygon points="${win.map((v) => n(v)).join(' ')}" fill="none" stroke="#f4f1ea" stroke-width="14"/>`;
  out += poly(
    flat([
      at(room, wx, y1, k0),
      at(room, wx, y1, k1),
      at(room, vx + (wx - vx) * 0.2, y1, k1 * 1.2),
      at(room, vx + (wx - vx) * 0.4, y1, k0 * 1.1),
    ]),
    lighten(L.sun, 0.5),
    op(0.14),
  );
  out += artwork(s, bx - 130, y0 + 70, 260, 120, [room.accent, room.fabric, '#e8c070']);
  out += rrect(
    bx - bw - 20,
    y1 - 330,
    bw * 2 + 40,
    260,
    20,
    s.linear([
      [0, lighten(room.fabric, 0.1)],
      [1, darken(room.fabric, 0.15)],
    ]),
  );
  let tufts = '';
  for (let x = bx - bw + 20; x < bx + bw; x += 46) tufts += `M${n(x)} ${n(y1 - 310)}V${n(y1 - 90)}`;
  out += stroke(tufts, darken(room.fabric, 0.2), 2);
  out += nearer(
    vx,
    vy,
    1.02,
    bedside(s, bx - bw - 150, y1, room.wood) + bedside(s, bx + bw + 60, y1, room.wood),
  );
  const top = y1 - 135;
  const kf = 1.62;
  out += s.shadow(at(room, bx, y1, kf)[0], at(room, bx, y1, kf)[1], bw * kf * 1.05, 24, 0.55);
  const duvet = '#f4f1ea';
  out += poly(
    flat([
      at(room, bx - bw, top, 1.02),
      at(room, bx + bw, top, 1.02),
      at(room, bx + bw, top, kf),
      at(room, bx - bw, top, kf),
    ]),
    '#e8e2d6',
  );
  const fa = at(room, bx - bw, top, kf);
  const fb = at(room, bx + bw, y1, kf);
  out += rect(fa[0], fa[1], fb[0] - fa[0], fb[1] - fa[1], darken(room.wood, 0.2));
  out += nearer(
    vx,
    vy,
    1.06,
    rrect(bx - bw + 30, top - 70, 250, 84, 26, '#fbf8f2') +
      rrect(bx + bw - 280, top - 70, 250, 84, 26, '#fbf8f2') +
      rrect(bx - 150, top - 44, 130, 70, 18, room.accent) +
      rrect(bx + 20, top - 44, 130, 70, 18, lighten(room.accent, 0.3)),
  );
  const d0 = at(room, bx - bw - 8, top + 6, 1.22);
  const d1 = at(room, bx + bw + 8, top + 6, 1.22);
  const d2 = at(room, bx + bw + 8, top, kf + 0.02);
  const d3 = at(room, bx - bw - 8, top, kf + 0.02);
  out += poly(
    flat([d0, d1, d2, d3]),
    s.linear([
      [0, darken(duvet, 0.05)],
      [1, duvet],
    ]),
  );
  out += rect(d3[0], d3[1], d2[0] - d3[0], 70 * kf, darken(duvet, 0.08));
  const t0 = at(room, bx - bw - 10, top + 6, 1.42);
  const t1 = at(room, bx + bw + 10, top + 6, 1.42);
  const t2 = at(room, bx + bw + 10, top + 4, 1.52);
  const t3 = at(room, bx - bw - 10, top + 4, 1.52);
  out +=
    poly(flat([t0, t1, t2, t3]), room.fabric) +
    rect(t3[0], t3[1], t2[0] - t3[0], 110, darken(room.fabric, 0.1));
  out += rug(
    s,
    room,
    bx - bw - 200,
    bx + bw + 200,
    kf + 0.05,
    2.6,
    '#e6dccb',
    mix(room.accent, '#e6dccb', 0.5),
  );
  return out;
}

function kitchen(s: Scene, L: Light, room: Room, city: boolean): string {
  const r = s.r;
  const { vx, vy, x0, x1, y0, y1 } = room;
  let out = roomShell(s, L, room, 'tile');
  const cab = r.pick(['#f2efe8', '#3f5a60', '#6f7f5f', '#d8cbb4', '#2f3a48']);
  const top = '#f6f4ef';
  const counterY = y1 - 160;
  out += rect(
    x0,
    counterY - 150,
    x1 - x0,
    150,
    s.pattern(
      34,
      18,
      rect(0, 0, 34, 18, '#eef0ee') + rect(0, 16, 34, 2, '#d0d4d0') + rect(32, 0, 2, 18, '#d0d4d0'),
    ),
  );
  const ww = 300;
  const wx = (x0 + x1) / 2 - ww / 2 + r.range(-120, 120);
  out += windowView(s, L, wx, y0 + 70, ww, counterY - y0 - 90, city);
  out += `<rect x="${n(wx)}" y="${n(y0 + 70)}" width="${ww}" height="${n(counterY - y0 - 90)}" fill="none" stroke="#f4f1ea" stroke-width="12"/>`;
  let doors = '';
  for (let x = x0 + 10; x < x1 - 80; x += 96) {
    if (x + 90 > wx - 10 && x < wx + ww + 10) continue;
    doors +=
      rect(x, y0 + 30, 90, 170, cab) +
      rect(x + 8, y0 + 38, 74, 154, lighten(cab, 0.06)) +
      rect(x + 40, y0 + 170, 10, 3, '#b8a070');
  }
  out += doors + eaveShadow(s, x0, y0 + 200, x1 - x0, 30, 0.2);
  out +=
    rect(
      x1 - 150,
      y0 + 30,
      140,
      y1 - y0 - 30,
      s.linear(
        [
          [0, '#d8dade'],
          [0.5, '#f2f3f5'],
          [1, '#b8bcc2'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) + rect(x1 - 140, y0 + 260, 4, 90, '#8a8e94');
  const lower = (k: number, x: number, w: number): string => {
    let d = '';
    for (let dx = x + 4; dx < x + w - 40; dx += 98)
      d += rect(dx, counterY + 30, 92, 120, cab) + rect(dx + 40, counterY + 44, 14, 3, '#b8a070');
    return nearer(
      vx,
      vy,
      k,
      rect(x, counterY + 24, w, 136, darken(cab, 0.15)) +
        d +
        rect(x - 6, counterY, w + 12, 26, top) +
        rect(x - 6, counterY + 22, w + 12, 4, darken(top, 0.2)),
    );
  };
  out += lower(1.06, x0, x1 - x0 - 160);
  out += nearer(
    vx,
    vy,
    1.06,
    rect(wx + 40, counterY - 4, 200, 8, '#c0c4c8') +
      stroke(`M${n(wx + 140)} ${n(counterY)}v-60q0 -14 -14 -14h-20`, '#a8acb2', 6) +
      rect(x0 + 120, counterY - 6, 180, 8, '#2a2a2e') +
      ell(x0 + 210, counterY - 22, 50, 14, '#3a3a3e'),
  );
  // The island, its stools and the pendant lights above it.
  const ix = (x0 + x1) / 2 - 300 + r.range(-60, 60);
  const iw = 600;
  out += nearer(
    vx,
    vy,
    1.55,
    s.shadow(ix + iw / 2, y1, iw * 0.6, 14, 0.5) +
      rect(ix, counterY + 24, iw, 136, r.pick([room.wood, darken(cab, 0.1)])) +
      rect(ix - 10, counterY - 2, iw + 20, 28, top) +
      ell(ix + iw * 0.3, counterY - 16, 40, 12, '#c8a070') +
      circ(ix + iw * 0.3 - 14, counterY - 26, 10, '#e0563a') +
      circ(ix + iw * 0.3 + 8, counterY - 28, 10, '#f0c040') +
      circ(ix + iw * 0.3 + 2, counterY - 38, 9, '#8ab040'),
  );
  for (let i = 0; i < 3; i++) {
    const px = ix + 110 + i * 190;
    out += nearer(
      vx,
      vy,
      1.5,
      stroke(`M${n(px)} -400V${n(y0 + 150)}`, '#2a2a2e', 2) +
        circ(
          px,
          y0 + 190,
          90,
          s.radial([
            [0, '#ffe6b0', 0.5],
            [1, '#ffe6b0', 0],
          ]),
        ) +
        path(
          `M${n(px - 44)} ${n(y0 + 190)}Q${n(px - 40)} ${n(y0 + 140)} ${n(px)} ${n(y0 + 140)}Q${n(px + 40)} ${n(y0 + 140)} ${n(px + 44)} ${n(y0 + 190)}Z`,
          room.accent,
        ),
    );
  }
  let stools = '';
  for (let i = 0; i < 3; i++) {
    const sx = ix + 120 + i * 180;
    stools +=
      s.shadow(sx, y1, 50, 8, 0.5) +
      stroke(
        `M${n(sx - 26)} ${n(y1)}L${n(sx - 16)} ${n(y1 - 160)}M${n(sx + 26)} ${n(y1)}L${n(sx + 16)} ${n(y1 - 160)}`,
        '#2a2a2e',
        5,
      ) +
      ell(sx, y1 - 166, 44, 12, darken(room.wood, 0.1)) +
      rect(sx - 44, y1 - 166, 88, 12, darken(room.wood, 0.25));
  }
  out += nearer(vx, vy, 1.85, stools);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Businesses inside.

/** Rectangular light panels set into the ceiling, in rows receding from the viewer. */
function ceilingLights(room: Room, cols: readonly number[], glow: string): string {
  let out = '';
  for (let k = 1.15; k < 4; k *= 1.35) {
    for (const cx of cols) {
      out += poly(
        flat([
          at(room, cx - 70, room.y0, k),
          at(room, cx + 70, room.y0, k),
          at(room, cx + 70, room.y0, k * 1.12),
          at(room, cx - 70, room.y0, k * 1.12),
        ]),
        glow,
      );
    }
  }
  return out;
}

/** A business room: an open-plan office, a shop, an empty commercial floor or a warehouse. */
function businessRoom(
  s: Scene,
  L: Light,
  kind: 'office' | 'retail' | 'hall' | 'warehouse',
): string {
  const r = s.r;
  const vx = W / 2 + r.range(-100, 100);
  const tall = kind === 'warehouse';
  const room: Room = {
    vx,
    vy: r.range(450, 490),
    x0: vx - r.range(460, 520),
    x1: vx + r.range(460, 520),
    y0: tall ? r.range(110, 140) : r.range(170, 200),
    y1: r.range(700, 730),
    wall: tall ? '#d8dcdc' : r.pick(['#eef0f2', '#f2efe9', '#e9eef0']),
    wood: r.pick(['#b5835a', '#c79a6a']),
    accent: r.pick(['#2f7f80', '#c0563a', '#3a5a8a', '#e0a030']),
    fabric: r.pick(['#3a4a5a', '#5a6a7a', '#2f5f6f']),
  };
  const { x0, x1, y0, y1 } = room;
  let out = roomShell(s, L, room, kind === 'retail' ? 'wood' : 'tile');
  const cx = (x0 + x1) / 2;
  if (kind === 'warehouse') {
    out += rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      corrugated(s, { ...L, dim: 0, tint: '#ffffff' }, '#c8ccd0'),
    );
    out += rect(
      cx - 160,
      y1 - 300,
      320,
      300,
      s.pattern(20, 12, rect(0, 0, 20, 12, '#a8aeb4') + rect(0, 9, 20, 3, '#8a9096')),
    );
    out += ceilingLights(room, [cx - 250, cx + 250], '#f4f8fa');
    let lanes = '';
    for (const x of [cx - 220, cx + 220]) {
      const [fx, fy] = at(room, x, y1, 5);
      lanes += `M${n(x)} ${n(y1)}L${n(fx)} ${n(fy)}`;
    }
    out += stroke(lanes, '#f0c030', 8);
    for (const side of [-1, 1]) {
      const rx = side < 0 ? x0 + 20 : x1 - 230;
      for (let k = 1; k < 3.2; k *= 1.45) {
        let rack = '';
        for (let level = 0; level < 4; level++) {
          const ly = y1 - 20 - level * 140;
          rack += rect(rx, ly - 8, 210, 10, '#e07a2a');
          if (level < 3)
            for (let b = 0; b < 2; b++)
              rack +=
                rect(
                  rx + 12 + b * 100,
                  ly - 118,
                  86,
                  108,
                  r.pick(['#c8a070', '#b89060', '#d8b480']),
                ) + rect(rx + 12 + b * 100, ly - 70, 86, 10, '#e8dcc0', op(0.8));
        }
        rack =
          rect(rx, y1 - 560, 8, 560, '#2f5f9f') +
          rect(rx + 202, y1 - 560, 8, 560, '#2f5f9f') +
          rack;
        out += nearer(room.vx, room.vy, k, rack);
      }
    }
    return out;
  }
  out += ceilingLights(room, [cx - 300, cx, cx + 300], '#fbfaf4');
  if (kind === 'retail') {
    out += goods(s, { ...L, lit: true }, x0 + 30, y0 + 60, x1 - x0 - 60, y1 - y0 - 80);
    let tables = '';
    for (const dx of [-280, 120]) {
      const tx = cx + dx + r.range(-30, 30);
      tables +=
        s.shadow(tx + 90, y1, 120, 10, 0.4) +
        rect(tx, y1 - 100, 180, 100, room.wood) +
        rect(tx - 6, y1 - 106, 192, 10, lighten(room.wood, 0.2));
      for (let i = 0; i < 4; i++)
        tables += rect(
          tx + 10 + i * 42,
          y1 - 124,
          36,
          18,
          r.pick(['#e85a4a', '#4aa0d8', '#f2c230', '#f0f0e8', '#5ab870']),
        );
    }
    out += nearer(room.vx, room.vy, 1.45, tables);
    out += nearer(
      room.vx,
      room.vy,
      1.9,
      rect(x1 - 420, y1 - 150, 320, 150, room.accent) +
        rect(x1 - 426, y1 - 160, 332, 14, '#f4f2ec') +
        rect(x1 - 250, y1 - 210, 70, 50, '#2a2a2e'),
    );
    return out;
  }
  out += windowView(s, { ...L, dim: 0 }, x0 + 30, y0 + 40, x1 - x0 - 60, y1 - y0 - 90, true);
  let mullions = '';
  for (let x = x0 + 30; x <= x1 - 30; x += (x1 - x0 - 60) / 6)
    mullions += `M${n(x)} ${n(y0 + 40)}V${n(y1 - 50)}`;
  out += stroke(mullions, '#3a3e44', 6);
  if (kind === 'hall') {
    for (let k = 1.2; k < 3; k *= 1.5) {
      for (const dx of [-330, 330])
        out += nearer(
          room.vx,
          room.vy,
          k,
          s.shadow(cx + dx, y1, 50, 8, 0.4) +
            rect(
              cx + dx - 26,
              y0,
              52,
              y1 - y0,
              s.linear(
                [
                  [0, '#f4f4f2'],
                  [1, '#c8c8c4'],
                ],
                0,
                0,
                1,
                0,
              ),
            ),
        );
    }
    out += poly(
      flat([
        at(room, x0 + 40, y1, 1),
        at(room, x1 - 40, y1, 1),
        at(room, x1, y1, 2.5),
        at(room, x0, y1, 2.5),
      ]),
      '#ffffff',
      op(0.12),
    );
    return out;
  }
  for (const k of [1.2, 1.55]) {
    let desks = '';
    for (let i = 0; i < 3; i++) {
      const dx = cx - 420 + i * 290;
      desks += s.shadow(dx + 120, y1, 150, 10, 0.4);
      desks +=
        rect(dx + 70, y1 - 150, 100, 90, room.fabric) +
        rrect(dx + 60, y1 - 190, 120, 70, 16, darken(room.fabric, 0.15));
      desks +=
        rect(dx, y1 - 120, 250, 12, '#f4f2ee') +
        rect(dx + 10, y1 - 108, 8, 108, '#6a6e74') +
        rect(dx + 232, y1 - 108, 8, 108, '#6a6e74');
      desks +=
        rect(dx + 80, y1 - 205, 100, 64, '#26282c') +
        rect(
          dx + 86,
          y1 - 199,
          88,
          52,
          s.linear([
            [0, '#5a8ab0'],
            [1, '#2a4a6a'],
          ]),
        ) +
        rect(dx + 124, y1 - 141, 12, 21, '#26282c');
    }
    out += nearer(room.vx, room.vy, k, desks);
  }
  out += nearer(
    room.vx,
    room.vy,
    1.7,
    pottedPlant(s, L, x1 - 60, y1, 320) + pottedPlant(s, L, x0 + 60, y1, 280),
  );
  return out;
}

function businessInterior(theme: DemoImageTheme): Painter {
  return (s, L, view) => {
    const alt = view >= 3;
    if (theme === 'shop') return businessRoom(s, L, 'retail');
    if (theme === 'industrial') return businessRoom(s, L, alt ? 'hall' : 'warehouse');
    if (theme === 'office') return businessRoom(s, L, alt ? 'hall' : 'office');
    return businessRoom(s, L, alt ? 'office' : 'hall');
  };
}

// ---------------------------------------------------------------------------------------------
// Banners.

/** A Kerala houseboat (kettuvallam): a long curved hull under an arched thatched canopy. */
function houseboat(s: Scene, L: Light, x: number, y: number, k: number): string {
  const hull = darken(sunlit(L, '#5a3a22'), 0.1);
  const thatch = sunlit(L, '#c8a46a');
  const w = 520 * k;
  let out = path(
    `M${n(x - w / 2 - 40 * k)} ${n(y - 60 * k)}Q${n(x - w / 2)} ${n(y + 10 * k)} ${n(x)} ${n(y + 10 * k)}Q${n(x + w / 2)} ${n(y + 10 * k)} ${n(x + w / 2 + 50 * k)} ${n(y - 70 * k)}Q${n(x + w / 2)} ${n(y - 30 * k)} ${n(x)} ${n(y - 30 * k)}Q${n(x - w / 2)} ${n(y - 30 * k)} ${n(x - w / 2 - 40 * k)} ${n(y - 60 * k)}Z`,
    hull,
  );
  out += stroke(
    `M${n(x - w / 2 + 10 * k)} ${n(y - 22 * k)}Q${n(x)} ${n(y - 4 * k)} ${n(x + w / 2 - 10 * k)} ${n(y - 22 * k)}`,
    lighten(hull, 0.25),
    3 * k,
  );
  const cw = w * 0.8;
  const cx0 = x - cw / 2;
  const roof = `M${n(cx0)} ${n(y - 30 * k)}V${n(y - 90 * k)}Q${n(cx0)} ${n(y - 150 * k)} ${n(cx0 + 60 * k)} ${n(y - 150 * k)}H${n(cx0 + cw - 60 * k)}Q${n(cx0 + cw)} ${n(y - 150 * k)} ${n(cx0 + cw)} ${n(y - 90 * k)}V${n(y - 30 * k)}Z`;
  out += path(
    roof,
    s.linear([
      [0, lighten(thatch, 0.15)],
      [1, darken(thatch, 0.25)],
    ]),
  );
  let weave = '';
  for (let yy = y - 140 * k; yy < y - 35 * k; yy += 9 * k)
    weave += `M${n(cx0 + 4)} ${n(yy)}H${n(cx0 + cw - 4)}`;
  out += stroke(weave, darken(thatch, 0.2), 1.5 * k, 'opacity="0.6"');
  let ribs = '';
  for (let rx = cx0 + 30 * k; rx < cx0 + cw - 20 * k; rx += 36 * k)
    ribs += `M${n(rx)} ${n(y - 142 * k)}V${n(y - 32 * k)}`;
  out += stroke(ribs, darken(thatch, 0.35), 2.5 * k, 'opacity="0.5"');
  // A small upper deck at the stern with its own little roof.
  const ux = cx0 + cw * 0.62;
  out += rect(ux, y - 196 * k, cw * 0.3, 48 * k, darken(hull, 0.05));
  out += path(
    `M${n(ux - 10 * k)} ${n(y - 192 * k)}Q${n(ux + cw * 0.15)} ${n(y - 232 * k)} ${n(ux + cw * 0.3 + 10 * k)} ${n(y - 192 * k)}Z`,
    darken(thatch, 0.1),
  );
  out += stroke(
    `M${n(ux + 6 * k)} ${n(y - 152 * k)}V${n(y - 188 * k)}M${n(ux + cw * 0.3 - 6 * k)} ${n(y - 152 * k)}V${n(y - 188 * k)}`,
    lighten(hull, 0.3),
    3 * k,
  );
  const glow = L.lit || L.tod === 'golden';
  for (let i = 0; i < 6; i++) {
    const wx = cx0 + 40 * k + i * ((cw - 80 * k) / 6);
    out += rrect(
      wx,
      y - 90 * k,
      (cw - 80 * k) / 6 - 14 * k,
      44 * k,
      8 * k,
      glow ? '#ffd48a' : '#3a2a1a',
    );
  }
  out += rect(cx0 - 50 * k, y - 70 * k, 50 * k, 40 * k, darken(hull, 0.1));
  out += stroke(
    `M${n(cx0 - 46 * k)} ${n(y - 70 * k)}V${n(y - 30 * k)}M${n(cx0 - 8 * k)} ${n(y - 70 * k)}V${n(y - 30 * k)}`,
    lighten(hull, 0.2),
    4 * k,
  );
  return out;
}

function backwatersHero(s: Scene): string {
  const r = s.r;
  const L = lightFor(r, 'golden');
  L.sunX = 0.62;
  const horizon = s.h * 0.56;
  const far = foliage(s, L, mix(L.green, L.haze, 0.4));
  const f = foliage(s, L);
  let out = sky(s, L, horizon, 4);
  out += hills(s, L, horizon - 10, 110, 0, 0.6);
  const bank = horizon + 30;
  let palms = rect(0, bank - 14, s.w, 18, darken(L.green, 0.35));
  for (let i = 0; i < 30; i++)
    palms += palm(
      s,
      far,
      (s.w * (i + r.range(-0.4, 0.4))) / 29,
      bank - 6,
      r.range(120, 220),
      r.range(-0.2, 0.2),
    );
  out += water(s, L, bank, s.h, '#2a4a5a');
  out += reflection(
    s,
    palms,
    bank,
    s.h,
    s.linear([
      [0, mix(L.low, L.mid, 0.3)],
      [1, mix(L.mid, '#2a4a5a', 0.4)],
    ]),
    0.62,
  );
  out += palms;
  out += sunPath(s, L, bank + 4, s.h, 200);
  const bx = s.w * 0.63;
  const by = s.h * 0.78;
  const boat = houseboat(s, L, bx, by, 1.1);
  out += `<g opacity="0.25" transform="translate(0 ${n(by * 2 + 8)}) scale(1 -1)">${boat}</g>`;
  out += boat;
  out += canoe(L, s.w * 0.3, s.h * 0.7, 0.7);
  out += path(
    `M${s.w} ${n(s.h * 0.86)}Q${n(s.w * 0.9)} ${n(s.h * 0.88)} ${n(s.w * 0.84)} ${s.h}H${s.w}Z`,
    darken(L.green, 0.4),
  );
  out += palm(s, f, s.w * 0.95, s.h * 1.02, s.h * 0.95, -0.3);
  out += palm(s, f, s.w * 0.9, s.h * 1.05, s.h * 0.8, -0.18);
  out += palm(s, f, s.w * 0.03, s.h * 1.05, s.h * 0.9, 0.12);
  return out;
}

function ghatsVillaHero(s: Scene): string {
  const r = s.r;
  const L = lightFor(r, 'dusk');
  L.sunX = 0.3;
  const horizon = s.h * 0.5;
  const f = foliage(s, L);
  let out = sky(s, L, horizon, 3);
  out +=
    circ(s.w * 0.8, s.h * 0.14, 34, '#fff4dc') +
    circ(s.w * 0.8 + 14, s.h * 0.14 - 8, 30, mix(L.top, L.mid, 0.2));
  for (let i = 0; i < 5; i++) {
    const depth = i / 4;
    out += hills(s, L, horizon + i * 90 - 40, 260 - i * 30, depth * 0.85, 0.5 + i * 0.25, s.h);
    if (i < 4) out += mist(s, L, horizon + i * 90 + 40, 80, 0.45 - i * 0.08);
  }
  const hill = `M0 ${n(s.h * 0.78)}Q${n(s.w * 0.35)} ${n(s.h * 0.7)} ${n(s.w * 0.62)} ${n(s.h * 0.62)}T${s.w} ${n(s.h * 0.5)}V${s.h}H0Z`;
  out += path(
    hill,
    s.linear([
      [0, darken(L.green, 0.45)],
      [1, darken(L.green, 0.7)],
    ]),
  );
  const vx = s.w * 0.7;
  const vy = s.h * 0.66;
  s.vp = [vx - 2600, vy - 200];
  out += `<g transform="translate(${n(vx * 0.3)} ${n(vy * 0.3)}) scale(0.7)">${villaBody(s, L, vx, vy, -1, '#8a5a3a')}</g>`;
  out += rect(
    vx * 0.7 + vx * 0.3 - 330,
    vy + 2,
    660,
    30,
    s.linear([
      [0, '#4a7aa0'],
      [1, '#2a4a6a'],
    ]),
  );
  out += rect(vx * 0.7 + vx * 0.3 - 330, vy + 2, 660, 4, '#e8e4dc');
  // A stone terrace under the house, and a lit path winding down the hill.
  out += poly(
    [vx - 360, vy + 32, vx + 360, vy + 32, vx + 330, vy + 130, vx - 390, vy + 150],
    laterite(s, L, 0.7),
  );
  out += poly(
    [vx - 360, vy + 32, vx + 360, vy + 32, vx + 330, vy + 130, vx - 390, vy + 150],
    '#1a1430',
    op(0.35),
  );
  let lamps = '';
  let trail = `M${n(vx - 200)} ${n(vy + 140)}`;
  for (let i = 1; i <= 8; i++) {
    const t = i / 8;
    const px = vx - 200 - t * 700 + Math.sin(t * 7) * 120;
    const py = vy + 140 + t * (s.h - vy - 140);
    trail += `L${n(px)} ${n(py)}`;
    lamps +=
      circ(
        px + 30,
        py - 10,
        26,
        s.radial([
          [0, '#ffd48a', 0.8],
          [1, '#ffd48a', 0],
        ]),
      ) + circ(px + 30, py - 10, 4, '#fff0c8');
  }
  out += stroke(trail, darken(L.green, 0.35), 34, 'stroke-linejoin="round" stroke-linecap="round"');
  out += lamps;
  for (let i = 0; i < 14; i++) {
    const x = r.range(0, s.w);
    const y = s.h * 0.78 - (x / s.w) * s.h * 0.25 + r.range(20, 160);
    if (Math.abs(x - vx) < 380 && y < vy + 60) continue;
    out += r.chance(0.5)
      ? palm(s, f, x, y, r.range(180, 300), r.range(-0.1, 0.1))
      : tree(s, f, x, y, r.range(90, 140));
  }
  out += circ(
    vx,
    vy - 120,
    420,
    s.radial([
      [0, '#ffd48a', 0.25],
      [1, '#ffd48a', 0],
    ]),
  );
  return out;
}

/** A stylised key: a ring bow, a shaft and a toothed bit. */
function keyMotif(x: number, y: number, k: number, color: string, angle: number): string {
  const d = `M${n(-150 * k)} 0a${n(70 * k)} ${n(70 * k)} 0 1 1 0 0.1ZM${n(-150 * k + 32 * k)} 0a${n(38 * k)} ${n(38 * k)} 0 1 0 0 -0.1Z`;
  const shaft = `M${n(-84 * k)} ${n(-14 * k)}H${n(170 * k)}V${n(14 * k)}H${n(-84 * k)}ZM${n(110 * k)} ${n(14 * k)}h${n(22 * k)}v${n(40 * k)}h${n(-22 * k)}ZM${n(145 * k)} ${n(14 * k)}h${n(25 * k)}v${n(56 * k)}h${n(-25 * k)}Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})"><path d="${d}${shaft}" fill="${color}" fill-rule="evenodd"/></g>`;
}

function offerBanner(s: Scene): string {
  const r = s.r;
  const palette = r.pick([
    ['#fbe3c8', '#f6b98a', '#e07a52'],
    ['#fdebd0', '#f7c27a', '#e0893a'],
    ['#fde2d8', '#f4a58a', '#d8604a'],
    ['#fbead6', '#f2c49a', '#c9734a'],
  ] as const);
  const [c0, c1, c2] = palette;
  let out = rect(
    0,
    0,
    s.w,
    s.h,
    s.linear(
      [
        [0, c0],
        [0.45, c0],
        [1, c1],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  out += circ(
    s.w * 0.78,
    s.h * 0.35,
    420,
    s.radial([
      [0, '#fff6e6', 0.55],
      [1, '#fff6e6', 0],
    ]),
  );
  out +=
    circ(s.w * 1.02, s.h * 1.1, 380, c2, op(0.12)) + circ(s.w * 0.62, s.h * 1.25, 260, c2, op(0.1));
  out += keyMotif(s.w * 0.8, s.h * 0.3, 1.25, '#fff4e2', r.range(-28, -12));
  const ground = s.h * 0.86;
  out += path(
    `M${n(s.w * 0.44)} ${n(s.h)}Q${n(s.w * 0.6)} ${n(ground - 10)} ${n(s.w * 0.78)} ${n(ground)}T${s.w} ${n(ground - 12)}V${s.h}Z`,
    darken(c2, 0.05),
    op(0.85),
  );
  const houses = ['#fff8ee', '#f7e6cf', '#3f6f73', '#fff1de', '#c9734a'];
  let x = s.w * 0.5;
  let i = 0;
  while (x < s.w - 60) {
    const w = r.range(110, 170);
    const h = r.range(110, 190);
    const wall = houses[i % houses.length] ?? '#fff8ee';
    const base = ground - 6 + Math.sin(i) * 4;
    out += s.shadow(x + w / 2, base, w * 0.6, 8, 0.35);
    out += rect(x, base - h, w, h, wall);
    out += poly(
      [x - 14, base - h, x + w / 2, base - h - w * 0.55, x + w + 14, base - h],
      i % 2 ? '#b5462c' : darken(c2, 0.2),
    );
    out += rect(x + w * 0.4, base - h * 0.42, w * 0.22, h * 0.42, darken(wall, 0.45));
    out +=
      rect(x + w * 0.12, base - h * 0.75, w * 0.2, h * 0.2, '#ffd48a') +
      rect(x + w * 0.68, base - h * 0.75, w * 0.2, h * 0.2, '#ffd48a');
    if (r.chance(0.5)) {
      const tx = x + w + 22;
      out +=
        rect(tx - 3, base - 60, 6, 60, '#6a4a30') +
        circ(tx, base - 78, 30, darken('#4a8a4a', 0.05)) +
        circ(tx - 6, base - 86, 20, '#6aa85a');
      x += 50;
    }
    x += w + r.range(10, 30);
    i++;
  }
  let sparkles = '';
  for (let k = 0; k < 14; k++) {
    const sx = r.range(s.w * 0.5, s.w * 0.98);
    const sy = r.range(s.h * 0.05, s.h * 0.5);
    const z = r.range(4, 9);
    sparkles += `M${n(sx)} ${n(sy - z)}L${n(sx + z * 0.3)} ${n(sy - z * 0.3)}L${n(sx + z)} ${n(sy)}L${n(sx + z * 0.3)} ${n(sy + z * 0.3)}L${n(sx)} ${n(sy + z)}L${n(sx - z * 0.3)} ${n(sy + z * 0.3)}L${n(sx - z)} ${n(sy)}L${n(sx - z * 0.3)} ${n(sy - z * 0.3)}Z`;
  }
  return out + path(sparkles, '#fffaf0', op(0.8));
}

/** hero: 2400x1200 (seed 0: backwaters at golden hour; seed 1: a hillside villa at dusk in the Western Ghats); offer: 1600x600, its left 45% kept calm for text. */
/** The SVG of a banner: hero 2400x1200, offer 1600x600. */
export function bannerSvg(kind: 'hero' | 'offer', seed: number): string {
  if (kind === 'hero') {
    const s = new Scene(new Rand(hashSeed('hero', seed)), 2400, 1200);
    return s.svg(Math.abs(seed) % 2 === 0 ? backwatersHero(s) : ghatsVillaHero(s));
  }
  const s = new Scene(new Rand(hashSeed('offer', seed)), 1600, 600);
  return s.svg(offerBanner(s));
}

export async function renderBannerImage(
  kind: 'hero' | 'offer',
  seed: number,
  format: DemoImageFormat = 'jpeg',
): Promise<Buffer> {
  return rasterizeSvg(bannerSvg(kind, seed), format);
}

// ---------------------------------------------------------------------------------------------
// Which pictures a listing gets.

type Painter = (s: Scene, L: Light, view: number) => string;

type Home = 'apartment' | 'house' | 'villa' | 'traditional';
type InteriorKind = 'living' | 'bedroom' | 'kitchen';

const HOMES: readonly DemoImageTheme[] = ['apartment', 'house', 'villa', 'traditional'];
const BUSINESS: readonly DemoImageTheme[] = ['office', 'shop', 'commercial', 'industrial'];

const isHome = (theme: DemoImageTheme): theme is Home => HOMES.includes(theme);

const EXTERIORS: Record<DemoImageTheme, Painter> = {
  apartment: apartmentScene,
  house: houseScene,
  villa: villaScene,
  traditional: traditionalScene,
  office: officeScene,
  shop: shopScene,
  commercial: commercialScene,
  industrial: industrialScene,
  land: landScene,
  paddy: paddyScene,
  plantation: plantationScene,
  beach: beachScene,
};

function makeRoom(r: Rand, theme: Home): Room {
  const vx = W / 2 + r.range(-110, 110);
  const half = r.range(440, 500);
  return {
    vx,
    vy: r.range(450, 500),
    x0: vx - half + r.range(-30, 30),
    x1: vx + half,
    y0: r.range(150, 185),
    y1: r.range(700, 735),
    wall:
      theme === 'traditional'
        ? r.pick(['#efe4cf', '#f2ead8', '#e9dcc4'])
        : r.pick(['#efe8dc', '#e6ebe4', '#f1e6da', '#e4e8ec', '#f3ede2']),
    wood:
      theme === 'traditional'
        ? r.pick(['#6b3f24', '#7a4a2a'])
        : r.pick(['#b5835a', '#9a6a44', '#c79a6a', '#a87850']),
    accent: r.pick(['#d9a24a', '#c0563a', '#3a7a8a', '#8a5aa0', '#e0b040', '#4a8a6a']),
    fabric: r.pick(['#3f6f73', '#c98a3a', '#b5563c', '#2f4a6a', '#6f7a45', '#8a8f96', '#9a7a9a']),
  };
}

function interiorPainter(theme: Home, kind: InteriorKind): Painter {
  return (s, L) => {
    const room = makeRoom(s.r, theme);
    const city = theme === 'apartment';
    const floor: FloorKind =
      theme === 'traditional'
        ? 'oxide'
        : theme === 'villa'
          ? 'wood'
          : s.r.pick(['wood', 'tile'] as const);
    if (kind === 'living') return livingRoom(s, L, room, city, floor);
    if (kind === 'bedroom') return bedroom(s, L, room, city, floor);
    return kitchen(s, L, room, city);
  };
}

interface Shot {
  painter: Painter;
  view: number;
  tod?: TimeOfDay;
}

/** The pictures for one listing: an exterior first, then interiors or other views. */
function plan(theme: DemoImageTheme, seed: number, count: number): Shot[] {
  const r = new Rand(hashSeed('plan', theme, seed));
  const flip = Math.abs(seed % 2);
  const exterior = (view: number): Shot => ({
    painter: EXTERIORS[theme],
    view: view + flip,
    tod:
      theme === 'apartment' && view === 0
        ? r.pick(['golden', 'dusk', 'golden', 'morning'] as const)
        : undefined,
  });
  const shots: Shot[] = [exterior(0)];
  if (isHome(theme)) {
    const kinds: InteriorKind[] = ['living', 'bedroom', 'kitchen'];
    const start = Math.abs(seed % 3);
    for (let i = 0; i < 3; i++) {
      const kind = kinds[(start + i) % 3] ?? 'living';
      shots.push({
        painter: interiorPainter(theme, kind),
        view: i + 1,
        tod: r.pick(['morning', 'noon', 'golden'] as const),
      });
    }
  } else if (BUSINESS.includes(theme)) {
    shots.push({ painter: businessInterior(theme), view: 1 }, exterior(1), {
      painter: businessInterior(theme),
      view: 3,
    });
  } else {
    for (let i = 1; i < 4; i++) shots.push(exterior(i));
  }
  for (let i = shots.length; i < count; i++) shots.push(exterior(i));
  return shots.slice(0, count);
}

/**
 * 'jpeg' for a finished file; 'png' (lossless, barely compressed) when the image pipeline
 * re-encodes it anyway, as the seeder does: no quality lost twice, and far faster.
 */
export type DemoImageFormat = 'jpeg' | 'png';

export async function rasterizeSvg(svg: string, format: DemoImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === 'png'
    ? image.png({ compressionLevel: 1 }).toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

function paint(shot: Shot, seed: number, w: number, h: number): string {
  const s = new Scene(new Rand(seed), w, h);
  const L = lightFor(s.r, shot.tod);
  return s.svg(shot.painter(s, L, shot.view));
}

/** The SVG of one listing picture (exposed for tests and tooling). */
export function demoImageSvg(
  theme: DemoImageTheme,
  seed: number,
  index: number,
  count = 4,
): string {
  const shot = plan(theme, seed, Math.max(count, index + 1))[index];
  if (!shot) throw new RangeError(`No picture ${index} for ${theme}`);
  return paint(shot, hashSeed(theme, seed, index), W, H);
}

/** `count` (3 or 4) different 1600x1067 JPEGs: an exterior first, then interiors for built homes, other views for land and commercial. */
/** The SVGs of a listing's `count` pictures (cheap: drawing them as pixels is the cost). */
export function demoImageSvgs(theme: DemoImageTheme, seed: number, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > 12) {
    throw new RangeError(`renderDemoImages: count must be an integer from 1 to 12, not ${count}`);
  }
  return plan(theme, seed, count).map((shot, i) => paint(shot, hashSeed(theme, seed, i), W, H));
}

export async function renderDemoImages(
  theme: DemoImageTheme,
  seed: number,
  count: number,
  format: DemoImageFormat = 'jpeg',
): Promise<Buffer[]> {
  return Promise.all(demoImageSvgs(theme, seed, count).map((svg) => rasterizeSvg(svg, format)));
}
