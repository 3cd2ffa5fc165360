// Small icons, drawn by the stylesheet (the `.icon-*` rules of app/app.css): a CSS mask in
// currentColor, so their shapes are not in the JavaScript every public page loads.
type IconProps = { className?: string };

const icon =
  (name: string) =>
  ({ className = '' }: IconProps) => <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;

export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const PauseIcon = icon('pause');
export const PlayIcon = icon('play');
export const FacebookIcon = icon('facebook');
export const InstagramIcon = icon('instagram');
export const YoutubeIcon = icon('youtube');
export const WhatsappIcon = icon('whatsapp');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const PinIcon = icon('pin');

export const ChevronIcon = ({ className = '', left = false }: IconProps & { left?: boolean }) => (
  <span aria-hidden="true" className={`icon ${left ? 'icon-chevron-left' : 'icon-chevron'} ${className}`} />
);
