export interface QuizEmbedProps {
  src: string;
  title: string;
  /** Height before the embed reports its own. */
  height: number;
}

/**
 * The quiz embed, server-rendered as a plain iframe with a starting height. It
 * is a plain island (no React in the browser): client/islands/quiz-embed.ts
 * listens for the embed's height messages and sizes the frame.
 */
export default function QuizEmbed({ src, title, height }: QuizEmbedProps) {
  return <iframe className="an-quiz__frame" src={src} title={title} height={height} loading="lazy" />;
}
