import { MusicUploadPage } from '../../features/uploads';

/** Upload music (musicians; anonymous visitors see Login Required, other members the musician-only message). */
export function Component() {
  return <MusicUploadPage />;
}
