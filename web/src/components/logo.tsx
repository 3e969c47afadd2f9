import mark from '../../public/favicon.svg?raw';

/**
 * The ReviewQuest mark, the favicon's own drawing, written into the page: an <img> of the SVG would
 * cost a request and a separate SVG document built on the main thread while the first screen loads.
 */
export function Logo({ className = '' }: { className?: string }) {
  // The file is ours and fixed at build time, not user content.
  return <span className={`block [&>svg]:h-full [&>svg]:w-full ${className}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: mark }} />;
}
