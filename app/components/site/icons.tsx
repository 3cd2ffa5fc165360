// Small icons in the text's colour. Their shapes are symbols the server writes into every page
// (./icon-sprite.server.ts, whose ids these are), not in the JavaScript every public page loads.
type IconProps = { className?: string };

const icon =
  (id: string) =>
  ({ className = '' }: IconProps) => (
    <svg aria-hidden className={`icon ${className}`}>
      <use href={`#${id}`} />
    </svg>
  );

export const MenuIcon = icon('i-menu');
export const CloseIcon = icon('i-close');
export const PauseIcon = icon('i-pause');
export const PlayIcon = icon('i-play');
export const FacebookIcon = icon('i-facebook');
export const InstagramIcon = icon('i-instagram');
export const YoutubeIcon = icon('i-youtube');
export const WhatsappIcon = icon('i-whatsapp');
export const PhoneIcon = icon('i-phone');
export const MailIcon = icon('i-mail');
export const PinIcon = icon('i-pin');
export const ChevronRightIcon = icon('i-chevron-right');
export const ChevronLeftIcon = icon('i-chevron-left');
/** The institute's mark, in its own colours. */
export const LogoMark = icon('i-logo');
