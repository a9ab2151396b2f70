import { HeaderActions, HeaderFrame } from './HeaderParts';
import type { HeaderImage, HeaderLink } from './types';

export interface DefaultHeaderProps {
  title: string;
  intro?: string | null;
  image?: HeaderImage;
  primary?: HeaderLink | null;
  secondary?: HeaderLink | null;
  currentPath?: string;
}

/** The header of an ordinary editorial page: title, introduction, actions, an image beside them. */
export function DefaultHeader({ title, intro, image, primary, secondary, currentPath }: DefaultHeaderProps) {
  return (
    <HeaderFrame variant="default" title={title} intro={intro} image={image}>
      <HeaderActions primary={primary} secondary={secondary} currentPath={currentPath} />
    </HeaderFrame>
  );
}
