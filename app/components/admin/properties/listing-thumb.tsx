import type { Property } from '../../../../contract/properties';
import { PropertyPicture } from '../../property-picture';
import { StrokeIcon } from '../../stroke-icon';

/** A listing's first picture, small and cropped; a house outline when it has none. */
export function ListingThumb({
  property,
  className = 'h-12 w-16',
}: {
  property: Pick<Property, 'images'>;
  className?: string;
}) {
  const [image] = property.images;
  return (
    <div className={`shrink-0 overflow-hidden rounded-lg bg-ink-100 ${className}`}>
      {image ? (
        <PropertyPicture image={image} alt="" sizes="96px" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-ink-400">
          <StrokeIcon className="size-5">
            <path d="M3 10.5 12 4l9 6.5M5 9.5V20h14V9.5M10 20v-5h4v5" />
          </StrokeIcon>
        </div>
      )}
    </div>
  );
}
