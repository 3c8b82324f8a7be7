import sanitizeHtml from 'sanitize-html';

/** SVG drawing elements; nothing that runs code, embeds HTML or loads another resource. */
const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'marker',
  'use',
];

const PRESENTATION = [
  'id',
  'class',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'viewbox',
  'preserveaspectratio',
  'xmlns',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'clip-path',
  'marker-end',
  'marker-start',
  'markerwidth',
  'markerheight',
  'refx',
  'refy',
  'orient',
  'href',
  'xlink:href',
];

/** An SVG graph may be this large at most; a bigger one is left out of documents. */
export const MAX_SVG_CHARS = 200_000;

/** References may only point inside the graph itself (`#id`, `url(#id)`). */
const EXTERNAL_REFERENCE = /url\(\s*['"]?(?!#)/i;

function restoreCase(svg: string): string {
  // htmlparser2 lowercases names; SVG renderers need the camel-cased ones back.
  return svg
    .replace(/\bviewbox=/g, 'viewBox=')
    .replace(/\bpreserveaspectratio=/g, 'preserveAspectRatio=')
    .replace(/\bgradientunits=/g, 'gradientUnits=')
    .replace(/\bgradienttransform=/g, 'gradientTransform=')
    .replace(/\bmarkerwidth=/g, 'markerWidth=')
    .replace(/\bmarkerheight=/g, 'markerHeight=')
    .replace(/\brefx=/g, 'refX=')
    .replace(/\brefy=/g, 'refY=')
    .replace(/<(\/?)lineargradient/g, '<$1linearGradient')
    .replace(/<(\/?)radialgradient/g, '<$1radialGradient')
    .replace(/<(\/?)clippath/g, '<$1clipPath');
}

function dimension(svg: string, name: 'width' | 'height', index: 2 | 3): number {
  const direct = new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)`, 'i').exec(svg)?.[1];
  if (direct) return Number(direct);
  const viewBox = /viewBox="([^"]+)"/i
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  const fromBox = viewBox ? Number(viewBox[index]) : Number.NaN;
  return Number.isFinite(fromBox) && fromBox > 0 ? fromBox : name === 'width' ? 400 : 300;
}

/**
 * A model-written SVG made safe to draw: only drawing elements and presentation attributes
 * survive (no script, style, foreignObject, event handlers, images or links to elsewhere).
 * Returns null when nothing drawable is left.
 */
export function sanitizeSvg(svg: string): { svg: string; width: number; height: number } | null {
  if (svg.length > MAX_SVG_CHARS) return null;
  const clean = sanitizeHtml(svg, {
    allowedTags: ELEMENTS,
    allowedAttributes: { '*': PRESENTATION },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, xmlMode: false },
    exclusiveFilter: (frame) =>
      (frame.tag === 'use' &&
        !String(frame.attribs.href ?? frame.attribs['xlink:href'] ?? '').startsWith('#')) ||
      Object.values(frame.attribs).some((value) => EXTERNAL_REFERENCE.test(String(value))),
    nonTextTags: ['style', 'script', 'foreignobject', 'textarea', 'noscript'],
  });
  const restored = restoreCase(clean).trim();
  if (
    !/^<svg[\s>]/.test(restored) ||
    !/<(path|rect|circle|ellipse|line|polyline|polygon|text)[\s>]/.test(restored)
  ) {
    return null;
  }
  const withNamespace = /\sxmlns=/.test(restored)
    ? restored
    : restored.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return {
    svg: withNamespace,
    width: dimension(withNamespace, 'width', 2),
    height: dimension(withNamespace, 'height', 3),
  };
}
