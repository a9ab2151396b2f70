import { useEffect, useRef, useState } from 'react';
import { HEIGHT_REQUEST, readEmbedHeight } from '../embed-height';

export interface QuizEmbedProps {
  src: string;
  title: string;
  /** Height before the embed reports its own. */
  height: number;
}

/**
 * The quiz embed. Server-rendered as a plain iframe with a starting height;
 * once awake it listens for the embed's height messages and asks for the
 * current height, so a message sent before the listener existed is not lost.
 */
export default function QuizEmbed({ src, title, height }: QuizEmbedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [current, setCurrent] = useState(height);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const next = readEmbedHeight(event.data);
      if (next) setCurrent(next);
    };
    window.addEventListener('message', onMessage);
    frame.current?.contentWindow?.postMessage(HEIGHT_REQUEST, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return <iframe ref={frame} className="an-quiz__frame" src={src} title={title} height={current} loading="lazy" />;
}
