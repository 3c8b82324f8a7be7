import type { MathNode } from './latex-tree';
import {
  emptyBox,
  FRACTION_STYLE,
  hbox,
  type MathBox,
  type MathInk,
  type MathMetrics,
  type MathStyle,
  placed,
  SCRIPT_STYLE,
  SIZE_FACTOR,
  textBox,
} from './layout-box';

/**
 * A formula's tree laid out in two dimensions, after TeX's rules for math (The TeXbook,
 * appendix G), with the measurements of the font the PDF export embeds
 * (docs/decisions/241-pdf-export-typesets-math.md): fractions stacked over a rule, scripts
 * raised and lowered at a smaller size, radicals with their bar, big operators with limits,
 * delimiters grown to their content, accents, and matrices as aligned grids. Lengths are
 * multiples of the current size (an em), tuned to DejaVu Sans.
 */

/** The height of the math axis (the middle of '−' and of a fraction's bar). */
const AXIS = 0.314;
/** A fraction's bar and a radical's. */
const RULE = 0.065;
const X_HEIGHT = 0.547;

type AtomClass = 'ord' | 'op' | 'bin' | 'rel' | 'open' | 'close' | 'punct' | 'inner' | 'space';
interface Atom {
  box: MathBox;
  cls: AtomClass;
}

const BIN = /^[+−±∓×÷·⋅∘∗∙∪∩∧∨⊕⊗∖]$/u;
const REL = /^[=<>≤≥≠≈≡∼≃≅∝→←↔⇒⇐⇔⟹⟺↦∈∉∋⊂⊃⊆⊇⊥∥:⟶]$/u;
const OPEN = /^[([{⟨⌊⌈]$/u;
const CLOSE = /^[)\]}⟩⌋⌉!?]$/u;
const PUNCT = /^[,;]$/u;
/** Letters set in italic, as TeX sets variables: Latin and Greek. */
const ITALIC_LETTER = /[\p{Script=Latin}\p{Script=Greek}]/u;
const INTEGRALS = /^[∫∬∭∮]$/u;
/** Names whose subscript goes under them in a displayed formula, as `\lim_{x→0}`. */
const LIMIT_NAMES = new Set([
  'lim',
  'liminf',
  'limsup',
  'max',
  'min',
  'sup',
  'inf',
  'det',
  'gcd',
  'Pr',
]);

/** Thin, medium and thick spaces between atoms in ems (TeX's table, in 18ths of an em). */
function spaceBetween(left: AtomClass, right: AtomClass, style: MathStyle): number {
  const tight = style === 'S' || style === 'SS';
  if (left === 'space' || right === 'space') return 0;
  const thin = 3 / 18;
  if (left === 'op' && (right === 'ord' || right === 'op' || right === 'inner')) return thin;
  if (right === 'op' && (left === 'ord' || left === 'close' || left === 'inner')) return thin;
  if (tight) return 0;
  if (left === 'bin' || right === 'bin') return 4 / 18;
  if (left === 'rel' || right === 'rel') return left === right ? 0 : 5 / 18;
  if (left === 'punct') return thin;
  if (left === 'inner' && right !== 'close') return thin;
  if (right === 'inner' && left !== 'open') return thin;
  return 0;
}

export class MathLayout {
  constructor(
    private readonly metrics: MathMetrics,
    /** The size of text-style math, in points. */
    private readonly baseSize: number,
  ) {}

  /** A formula in display style (its own line) or text style (inside a sentence). */
  formula(node: MathNode, display: boolean): MathBox {
    return this.box(node, display ? 'D' : 'T');
  }

  private size = (style: MathStyle) => this.baseSize * SIZE_FACTOR[style];

  private box(node: MathNode, style: MathStyle, leadingOrd = false): MathBox {
    const atoms = this.atoms(node, style);
    if (leadingOrd) atoms.unshift({ box: emptyBox(), cls: 'ord' });
    return this.row(atoms, style);
  }

  /** Atoms side by side with TeX's spaces; a sign with nothing to bind is an ordinary one. */
  private row(atoms: Atom[], style: MathStyle): MathBox {
    const classes = atoms.map((atom) => atom.cls);
    // The class after each atom, spaces skipped, found in one pass from the end (a long run
    // of signs stays linear).
    const after: (AtomClass | undefined)[] = [];
    let next: AtomClass | undefined;
    for (let i = classes.length - 1; i >= 0; i--) {
      after[i] = next;
      if (classes[i] !== 'space') next = classes[i];
    }
    const binds = (each?: AtomClass) =>
      each && !['bin', 'op', 'rel', 'open', 'punct'].includes(each);
    let before: AtomClass | undefined;
    classes.forEach((cls, i) => {
      const following = after[i];
      if (
        cls === 'bin' &&
        (!binds(before) || !following || ['rel', 'close', 'punct'].includes(following))
      )
        classes[i] = 'ord';
      if (classes[i] !== 'space') before = classes[i];
    });
    const size = this.size(style);
    let previous: AtomClass | undefined;
    return hbox(
      atoms.map((atom, i) => {
        const cls = classes[i]!;
        const before = previous ? spaceBetween(previous, cls, style) * size : 0;
        if (cls !== 'space') previous = cls;
        return { box: atom.box, before };
      }),
    );
  }

  private atoms(node: MathNode, style: MathStyle): Atom[] {
    switch (node.kind) {
      case 'run':
        return this.runAtoms(node.text, Boolean(node.upright), style);
      case 'group':
        return node.items.flatMap((item) => this.atoms(item, style));
      case 'frac':
        return [{ box: this.fraction(node, style), cls: 'inner' }];
      case 'scripts':
        return [this.scripts(node, style)];
      case 'sqrt':
        return [{ box: this.radical(node, style), cls: 'ord' }];
      case 'nary':
        return [{ box: this.operator(node, style), cls: 'op' }, ...this.atoms(node.body, style)];
      case 'delim':
        return [{ box: this.delimited(node, style), cls: 'inner' }];
      case 'accent':
        return [{ box: this.accent(node.accent, this.box(node.body, style), style), cls: 'ord' }];
      case 'bar':
        return [{ box: this.bar(node.top, this.box(node.body, style), style), cls: 'ord' }];
      case 'rows':
        return [{ box: this.grid(node, style), cls: 'ord' }];
    }
  }

  /** A run cut into atoms: letters in italic, numbers upright, each sign with its class. */
  private runAtoms(text: string, upright: boolean, style: MathStyle): Atom[] {
    const size = this.size(style);
    if (upright) {
      const cls = /^\s+$/u.test(text) ? 'space' : /^\p{L}+$/u.test(text) ? 'op' : 'ord';
      // A function name is an operator (thin space after it); \text{…} an ordinary atom.
      return [
        { box: textBox(this.metrics, text, false, size), cls: text.includes(' ') ? 'ord' : cls },
      ];
    }
    const atoms: Atom[] = [];
    let pending = '';
    let pendingItalic = false;
    const flush = () => {
      if (pending)
        atoms.push({ box: textBox(this.metrics, pending, pendingItalic, size), cls: 'ord' });
      pending = '';
    };
    for (const char of text.replace(/-/g, '−')) {
      const cls: AtomClass = BIN.test(char)
        ? 'bin'
        : REL.test(char)
          ? 'rel'
          : OPEN.test(char)
            ? 'open'
            : CLOSE.test(char)
              ? 'close'
              : PUNCT.test(char)
                ? 'punct'
                : /\s/u.test(char)
                  ? 'space'
                  : 'ord';
      if (cls === 'ord') {
        // A combining mark stays with its letter.
        if (/\p{M}/u.test(char)) {
          pending += char;
          continue;
        }
        const italic = ITALIC_LETTER.test(char);
        if (pending && italic !== pendingItalic) flush();
        pendingItalic = italic;
        pending += char;
        continue;
      }
      flush();
      if (cls === 'space') {
        atoms.push({ box: emptyBox(this.metrics.measure(char, false).width * size), cls });
      } else atoms.push({ box: textBox(this.metrics, char, false, size), cls });
    }
    flush();
    return atoms;
  }

  private fraction(node: Extract<MathNode, { kind: 'frac' }>, style: MathStyle): MathBox {
    const size = this.size(style);
    const inner = FRACTION_STYLE[style];
    const num = this.box(node.num, inner);
    const den = this.box(node.den, inner);
    const display = style === 'D';
    const rule = RULE * size;
    const axis = AXIS * size;
    let up = (display ? 0.677 : 0.394) * size;
    let down = (display ? 0.686 : 0.345) * size;
    if (node.bar) {
      const clear = display ? 3 * rule : rule;
      up += Math.max(0, clear - (up - num.descent - (axis + rule / 2)));
      down += Math.max(0, clear - (axis - rule / 2 - (den.ascent - down)));
    } else {
      const clear = display ? 7 * rule : 3 * rule;
      const gap = up - num.descent - (den.ascent - down);
      up += Math.max(0, clear - gap) / 2;
      down += Math.max(0, clear - gap) / 2;
    }
    const pad = 0.12 * size;
    const width = Math.max(num.width, den.width);
    const ink: MathInk[] = node.bar
      ? [{ kind: 'rule', x: pad, y: axis - rule / 2, width, height: rule }]
      : [];
    return placed(
      [
        { box: num, x: pad + (width - num.width) / 2, y: up },
        { box: den, x: pad + (width - den.width) / 2, y: -down },
      ],
      width + 2 * pad,
      ink,
    );
  }

  /** Sub- and superscripts beside their base, or under and over a name such as lim. */
  private scripts(node: Extract<MathNode, { kind: 'scripts' }>, style: MathStyle): Atom {
    const baseAtoms = this.atoms(node.base, style);
    const base = baseAtoms.length === 1 ? baseAtoms[0]!.box : this.row(baseAtoms, style);
    const cls = baseAtoms.length === 1 ? baseAtoms[0]!.cls : 'ord';
    const sub = node.sub ? this.box(node.sub, SCRIPT_STYLE[style]) : undefined;
    const sup = node.sup ? this.box(node.sup, SCRIPT_STYLE[style]) : undefined;
    const name = node.base.kind === 'run' && node.base.upright ? node.base.text : '';
    if (style === 'D' && LIMIT_NAMES.has(name)) {
      return { box: this.limits(base, sub, sup, style), cls: 'op' };
    }
    const single = node.base.kind === 'run' && [...node.base.text].length === 1;
    const italic = single && ITALIC_LETTER.test((node.base as { text: string }).text);
    return { box: this.attach(base, sub, sup, style, !single, italic ? 0.06 : 0), cls };
  }

  /** Scripts set beside a box (TeX's rules 18a–f). */
  private attach(
    base: MathBox,
    sub: MathBox | undefined,
    sup: MathBox | undefined,
    style: MathStyle,
    tall: boolean,
    lean = 0,
  ): MathBox {
    if (!sub && !sup) return base;
    const size = this.size(style);
    const scriptSize = this.size(SCRIPT_STYLE[style]);
    const parts: { box: MathBox; x: number; y: number }[] = [{ box: base, x: 0, y: 0 }];
    let up = 0;
    let down = 0;
    if (sup) {
      up = Math.max(
        tall ? base.ascent - 0.386 * scriptSize : 0,
        (style === 'D' ? 0.413 : 0.363) * size,
        sup.descent + (X_HEIGHT / 4) * size,
      );
    }
    if (sub) {
      down = Math.max(
        tall ? base.descent + 0.05 * scriptSize : 0,
        (sup ? 0.247 : 0.15) * size,
        sub.ascent - 0.8 * X_HEIGHT * size,
      );
      if (sup) {
        const gap = up - sup.descent - (sub.ascent - down);
        down += Math.max(0, 4 * RULE * size - gap);
      }
    }
    if (sup) parts.push({ box: sup, x: base.width + lean * size, y: up });
    if (sub) parts.push({ box: sub, x: base.width, y: -down });
    const width = base.width + Math.max(sup ? sup.width + lean * size : 0, sub?.width ?? 0);
    return placed(parts, width + 0.05 * size);
  }

  /** Limits centred under and over an operator (TeX's rule 13a). */
  private limits(
    op: MathBox,
    sub: MathBox | undefined,
    sup: MathBox | undefined,
    style: MathStyle,
  ): MathBox {
    const size = this.size(style);
    const width = Math.max(op.width, sub?.width ?? 0, sup?.width ?? 0);
    const parts = [{ box: op, x: (width - op.width) / 2, y: 0 }];
    if (sup) {
      const y = op.ascent + Math.max(0.111 * size, 0.2 * size - sup.descent) + sup.descent;
      parts.push({ box: sup, x: (width - sup.width) / 2, y });
    }
    if (sub) {
      const y = -(op.descent + Math.max(0.167 * size, 0.6 * size - sub.ascent) + sub.ascent);
      parts.push({ box: sub, x: (width - sub.width) / 2, y });
    }
    const box = placed(parts, width);
    box.ascent += sup ? 0.1 * size : 0;
    box.descent += sub ? 0.1 * size : 0;
    return box;
  }

  /** A glyph scaled and set with its middle on the math axis. */
  private centred(text: string, size: number, scaleX: number, scaleY: number): MathBox {
    const extent = this.metrics.measure(text, false);
    const y = AXIS * size - ((extent.top + extent.bottom) / 2) * size * scaleY;
    return {
      width: extent.width * size * scaleX,
      ascent: Math.max(0, y + extent.top * size * scaleY),
      descent: Math.max(0, -(y + extent.bottom * size * scaleY)),
      ink: [{ kind: 'text', text, italic: false, size, x: 0, y, scaleX, scaleY }],
      children: [],
    };
  }

  /** ∑ ∏ ∫ …: larger in a displayed formula, limits over and under it there (beside ∫). */
  private operator(node: Extract<MathNode, { kind: 'nary' }>, style: MathStyle): MathBox {
    const size = this.size(style);
    const integral = INTEGRALS.test(node.op);
    const display = style === 'D';
    const scale = display ? 1.6 : style === 'T' ? 1.1 : 1;
    // An integral grows taller, not wider, as TeX's display integral is a taller glyph.
    const stretch = integral ? (display ? 2.1 : 1.25) : 1;
    const op = this.centred(node.op, integral ? size : size * scale, 1, stretch);
    const sub = node.sub ? this.box(node.sub, SCRIPT_STYLE[style]) : undefined;
    const sup = node.sup ? this.box(node.sup, SCRIPT_STYLE[style]) : undefined;
    if (display && !integral) return this.limits(op, sub, sup, style);
    if (!integral) return this.attach(op, sub, sup, style, true);
    // An integral's limits sit beside its top and its foot.
    const parts = [{ box: op, x: 0, y: 0 }];
    let width = op.width;
    if (sup) {
      const x = op.width + 0.05 * size;
      parts.push({ box: sup, x, y: op.ascent - sup.ascent * 0.9 });
      width = Math.max(width, x + sup.width);
    }
    if (sub) {
      const x = op.width - 0.05 * size;
      parts.push({ box: sub, x, y: -op.descent + sub.descent * 0.5 });
      width = Math.max(width, x + sub.width);
    }
    return placed(parts, width + 0.05 * size);
  }

  /** A delimiter as tall as the content it encloses (TeX's rule 19). */
  private delimiter(char: string, height: number, size: number): MathBox {
    if (!char) return emptyBox(0.12 * size);
    const extent = this.metrics.measure(char, false);
    const natural = (extent.top - extent.bottom) * size;
    if (height <= natural * 1.02) return textBox(this.metrics, char, false, size);
    const scaleY = height / natural;
    return this.centred(char, size, Math.min(1.6, 1 + (scaleY - 1) * 0.2), scaleY);
  }

  private delimited(node: Extract<MathNode, { kind: 'delim' }>, style: MathStyle): MathBox {
    const size = this.size(style);
    // Cases: a brace on the left and values and conditions set left.
    const cases = node.open === '{' && !node.close && node.body.kind === 'rows';
    const body =
      cases && node.body.kind === 'rows'
        ? this.grid(node.body, style, true)
        : this.box(node.body, style);
    const axis = AXIS * size;
    const need = 2 * Math.max(body.ascent - axis, body.descent + axis);
    const height = Math.max(need * 0.901, need - 0.5 * size);
    return hbox([
      { box: this.delimiter(node.open, height, size), before: 0 },
      { box: body, before: 0 },
      { box: this.delimiter(node.close, height, size), before: 0 },
    ]);
  }

  /** √ drawn as tall as its radicand, its bar over it; a degree in its crook. */
  private radical(node: Extract<MathNode, { kind: 'sqrt' }>, style: MathStyle): MathBox {
    const size = this.size(style);
    const body = this.box(node.body, style);
    const rule = RULE * size;
    const clear = style === 'D' ? rule + (X_HEIGHT / 4) * size : rule * 1.25;
    const top = Math.max(body.ascent, X_HEIGHT * size) + clear + rule;
    const bottom = -Math.max(body.descent, 0.02 * size) - 0.05 * size;
    const extent = this.metrics.measure('√', false);
    const natural = (extent.top - extent.bottom) * size;
    const scaleY = Math.max(1, (top - bottom) / natural);
    const scaleX = Math.min(1.4, 1 + (scaleY - 1) * 0.1);
    const signWidth = extent.width * size * scaleX;
    const degree = node.degree ? this.box(node.degree, 'SS') : undefined;
    // The degree sits over the sign's short stroke; a wide one pushes the sign right.
    const shift = degree ? Math.max(0, degree.width - 0.3 * signWidth) : 0;
    const baseline = top - extent.top * size * scaleY;
    const barWidth = body.width + 0.1 * size;
    const ink: MathInk[] = [
      { kind: 'text', text: '√', italic: false, size, x: shift, y: baseline, scaleX, scaleY },
      {
        kind: 'rule',
        x: shift + signWidth - 0.02 * size,
        y: top - rule,
        width: barWidth + 0.02 * size,
        height: rule,
      },
    ];
    const parts = [{ box: body, x: shift + signWidth + 0.05 * size, y: 0 }];
    if (degree) {
      const lowest = top - (top - bottom) * 0.4;
      parts.push({
        box: degree,
        x: Math.max(0, shift + 0.3 * signWidth - degree.width),
        y: lowest + degree.descent,
      });
    }
    return placed(parts, shift + signWidth + barWidth, ink, {
      ascent: top,
      descent: -(baseline + extent.bottom * size * scaleY),
    });
  }

  private accent(mark: string, body: MathBox, style: MathStyle): MathBox {
    const size = this.size(style);
    const gap = 0.06 * size;
    if (mark === '\u0304') {
      // A macron is a rule, as wide as what it stands over.
      const ink: MathInk[] = [
        {
          kind: 'rule',
          x: body.width * 0.1,
          y: body.ascent + 2 * gap,
          width: body.width * 0.8,
          height: RULE * size,
        },
      ];
      return placed([{ box: body, x: 0, y: 0 }], body.width, ink, {
        ascent: body.ascent + 2 * gap + RULE * size,
        descent: 0,
      });
    }
    const glyph = ACCENT_GLYPHS[mark] ?? mark;
    const markSize = glyph === '→' ? size * 0.55 : size;
    const extent = this.metrics.measure(glyph, false);
    const inkWidth = (extent.width || 0.5) * markSize;
    const scaleX = glyph === '→' ? 1 : Math.min(3, Math.max(1, body.width / (inkWidth * 1.6)));
    const y = body.ascent + gap - extent.bottom * markSize;
    const x = (body.width - inkWidth * scaleX) / 2 + 0.04 * size;
    const ink: MathInk[] = [
      { kind: 'text', text: glyph, italic: false, size: markSize, x, y, scaleX, scaleY: 1 },
    ];
    return placed([{ box: body, x: 0, y: 0 }], body.width, ink, {
      ascent: y + extent.top * markSize,
      descent: 0,
    });
  }

  private bar(top: boolean, body: MathBox, style: MathStyle): MathBox {
    const rule = RULE * this.size(style);
    const y = top ? body.ascent + 3 * rule : -body.descent - 4 * rule;
    const ink: MathInk[] = [{ kind: 'rule', x: 0, y, width: body.width, height: rule }];
    return placed([{ box: body, x: 0, y: 0 }], body.width, ink, {
      ascent: top ? y + rule : 0,
      descent: top ? 0 : -y,
    });
  }

  /**
   * A matrix, an array or cases as a grid centred on the axis: a matrix's cells centred in
   * their columns, cases' set left, aligned equations' columns right and left in pairs.
   */
  private grid(node: Extract<MathNode, { kind: 'rows' }>, style: MathStyle, left = false): MathBox {
    const size = this.size(style);
    const cellStyle: MathStyle = node.matrix && style === 'D' ? 'T' : style;
    const aligned = !node.matrix;
    const cells = node.rows.map((row) =>
      row.map((cell, j) => this.box(cell, cellStyle, aligned && j % 2 === 1)),
    );
    const columns = Math.max(...cells.map((row) => row.length));
    const widths = Array.from({ length: columns }, (_, j) =>
      Math.max(0, ...cells.map((row) => row[j]?.width ?? 0)),
    );
    const gapBefore = (j: number) => (j === 0 ? 0 : aligned ? (j % 2 === 0 ? 2 * size : 0) : size);
    const strut = { ascent: 0.84 * size, descent: 0.36 * size };
    const jot = aligned ? 0.3 * size : 0;
    const heights = cells.map((row) => ({
      ascent: Math.max(strut.ascent, ...row.map((cell) => cell.ascent)),
      descent: Math.max(strut.descent, ...row.map((cell) => cell.descent)),
    }));
    const total =
      heights.reduce((sum, row) => sum + row.ascent + row.descent, 0) + jot * (heights.length - 1);
    const pad = node.matrix ? 0.1 * size : 0;
    const parts: { box: MathBox; x: number; y: number }[] = [];
    let y = AXIS * size + total / 2;
    cells.forEach((row, i) => {
      y -= heights[i]!.ascent;
      let x = pad;
      row.forEach((cell, j) => {
        x += gapBefore(j);
        const room = widths[j]! - cell.width;
        const align = aligned ? (j % 2 === 0 ? room : 0) : left ? 0 : room / 2;
        parts.push({ box: cell, x: x + align, y });
        x += widths[j]!;
      });
      y -= heights[i]!.descent + jot;
    });
    const width = widths.reduce((sum, w, j) => sum + w + gapBefore(j), 0) + 2 * pad;
    return placed(parts, width, [], {
      ascent: AXIS * size + total / 2,
      descent: total / 2 - AXIS * size,
    });
  }
}

/** Spacing accents for the combining marks latex-tree stores. */
const ACCENT_GLYPHS: Record<string, string> = {
  '\u0302': 'ˆ',
  '\u0303': '˜',
  '\u0307': '˙',
  '\u0308': '¨',
  '\u20d7': '→',
  '\u0301': '´',
  '\u0300': '`',
  '\u030c': 'ˇ',
  '\u0306': '˘',
};

/** Past this many nodes or this depth a formula is set as its linear line instead. */
export const MAX_TYPESET_NODES = 2_000;
export const MAX_TYPESET_DEPTH = 24;

/** Whether a formula is small and shallow enough to lay out (checked without recursion). */
export function canTypeset(root: MathNode): boolean {
  const stack: [MathNode, number][] = [[root, 0]];
  let count = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++count > MAX_TYPESET_NODES || depth > MAX_TYPESET_DEPTH) return false;
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return true;
}

function childrenOf(node: MathNode): MathNode[] {
  switch (node.kind) {
    case 'run':
      return [];
    case 'group':
      return node.items;
    case 'frac':
      return [node.num, node.den];
    case 'scripts':
      return [node.base, node.sub, node.sup].filter((each): each is MathNode => Boolean(each));
    case 'sqrt':
      return node.degree ? [node.body, node.degree] : [node.body];
    case 'nary':
      return [node.body, node.sub, node.sup].filter((each): each is MathNode => Boolean(each));
    case 'delim':
    case 'accent':
    case 'bar':
      return [node.body];
    case 'rows':
      return node.rows.flat();
  }
}
