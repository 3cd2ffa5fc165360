import { imageSrcSet, imageUrl, type StoredImage } from '~/modules/images/images';

// Every stored picture: WebP variants with srcset, intrinsic width/height so nothing shifts, and
// lazy loading unless it is the page's hero (priority).
export function ResponsiveImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: StoredImage;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={imageUrl(image, 960)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
