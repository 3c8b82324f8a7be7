import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { ExtractedGraph } from './output-format';

/**
 * SVG from a model is untrusted. It is sanitized (no scripts, handlers, foreign content or
 * outside references) and then shown as an image, where a browser runs nothing and fetches
 * nothing even if something slipped through.
 */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'image', 'use', 'a', 'style', 'iframe'],
    FORBID_ATTR: ['href', 'xlink:href', 'style', 'src'],
  });
}

function GraphFigure({ graph }: { graph: ExtractedGraph }) {
  const source = useMemo(() => {
    const clean = sanitizeSvg(graph.svg);
    return clean ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clean)}` : null;
  }, [graph.svg]);
  if (!source) return null;
  return (
    <figure className="grid gap-2 rounded-md border bg-white p-3 text-center">
      <img src={source} alt={graph.title} className="mx-auto max-h-80 w-full object-contain" />
      <figcaption className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{graph.title}.</span> {graph.caption}
      </figcaption>
    </figure>
  );
}

export function GraphsView({ graphs }: { graphs: ExtractedGraph[] }) {
  if (graphs.length === 0) return null;
  return (
    <section aria-labelledby="math-visualization" className="grid gap-3">
      <h3 id="math-visualization" className="text-lg font-semibold">
        Mathematical Visualization
      </h3>
      {graphs.map((graph) => (
        <GraphFigure key={graph.svg} graph={graph} />
      ))}
    </section>
  );
}
