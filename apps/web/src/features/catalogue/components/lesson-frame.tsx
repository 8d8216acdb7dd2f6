import type { Language } from '@aula/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lessonDocument } from '../lesson-html';
import classes from './catalogue.module.css';

const MIN_HEIGHT = 240;

interface LessonFrameProps {
  html: string;
  language: Language;
  /** Names the frame for screen readers. */
  title: string;
  /** Called once the loaded content has given the frame its height. */
  onSized?: () => void;
}

/**
 * The lesson's content in a sandboxed frame: sanitized, no scripts (the sandbox allows none),
 * its own readable stylesheet, and as tall as its content so the page scrolls as one.
 */
export function LessonFrame({ html, language, title, onSized }: LessonFrameProps) {
  const srcDoc = useMemo(() => lessonDocument(html, language), [html, language]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  const measure = useCallback(() => {
    // allow-same-origin lets this page read the frame's size; the frame runs no script.
    const body = frameRef.current?.contentDocument?.body;
    if (!body) return;
    const next = Math.ceil(body.scrollHeight);
    if (next > 0) setHeight(Math.max(MIN_HEIGHT, next));
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    // A narrower frame wraps the text onto more lines: measure again.
    const observer = new ResizeObserver(() => measure());
    observer.observe(frame);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <iframe
      ref={frameRef}
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-same-origin"
      referrerPolicy="no-referrer"
      onLoad={() => {
        measure();
        onSized?.();
      }}
      className={classes.frame}
      style={{ height }}
    />
  );
}
