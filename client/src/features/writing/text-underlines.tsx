import type { WritingIssue } from '@common/writing';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Underlines over a text area, drawn by a mirror: a box laid exactly over the text area with the
 * same font, padding and wrapping, whose text is transparent and whose issues are underlined. It
 * takes no clicks, so the text area under it stays what the user types in.
 */
export function TextUnderlines(props: {
  area: HTMLTextAreaElement;
  value: string;
  issues: readonly WritingIssue[];
}) {
  const { area } = props;
  const mirror = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState({ top: 0, left: 0, width: 0, height: 0 });

  useLayoutEffect(() => {
    const place = () =>
      setFrame({
        top: area.offsetTop,
        left: area.offsetLeft,
        width: area.offsetWidth,
        height: area.offsetHeight,
      });
    place();
    const observer = new ResizeObserver(place);
    observer.observe(area);
    return () => observer.disconnect();
  }, [area]);

  useEffect(() => {
    const follow = () => {
      if (mirror.current) mirror.current.scrollTop = area.scrollTop;
    };
    follow();
    area.addEventListener('scroll', follow, { passive: true });
    return () => area.removeEventListener('scroll', follow);
  });

  const style = getComputedStyle(area);
  return (
    <div
      ref={mirror}
      aria-hidden="true"
      className="pointer-events-none absolute overflow-hidden whitespace-pre-wrap break-words text-transparent"
      style={{
        ...frame,
        padding: style.padding,
        border: style.border,
        borderColor: 'transparent',
        font: style.font,
        lineHeight: style.lineHeight,
        letterSpacing: style.letterSpacing,
        // The text area's scroll bar takes width from its text: the mirror leaves the same.
        paddingRight: `calc(${style.paddingRight} + ${area.offsetWidth - area.clientWidth - Number.parseFloat(style.borderLeftWidth) - Number.parseFloat(style.borderRightWidth)}px)`,
      }}
    >
      {pieces(props.value, props.issues)}
      {'\n'}
    </div>
  );
}

function pieces(text: string, issues: readonly WritingIssue[]) {
  const out: React.ReactNode[] = [];
  let at = 0;
  for (const issue of issues) {
    if (issue.start < at) continue;
    out.push(text.slice(at, issue.start));
    out.push(
      <span
        key={`${issue.start}-${issue.end}`}
        className={`writing-issue writing-issue-${issue.kind}`}
      >
        {text.slice(issue.start, issue.end)}
      </span>,
    );
    at = issue.end;
  }
  out.push(text.slice(at));
  return out;
}
