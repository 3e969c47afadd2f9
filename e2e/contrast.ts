import type { Page } from '@playwright/test';

export interface ContrastFailure {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
}

/**
 * Every visible piece of text on the page whose contrast with what is behind it is below WCAG AA
 * (4.5:1, or 3:1 for large text), including input placeholders. Colours are resolved by the
 * browser itself (a 1x1 canvas composites the element's colour over its ancestors' backgrounds),
 * so Tailwind's oklch colours and alpha layers count exactly. Text over an image or a gradient is
 * skipped (no single background colour), as is text of disabled controls (exempt in WCAG 1.4.3).
 */
export async function contrastFailures(page: Page, root = 'body'): Promise<ContrastFailure[]> {
  // Colours are read once every transition has ended: a button fading back in after a request is
  // not what the player reads (a loaded machine can stretch a 150 ms fade past the other waits).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  return page.evaluate((rootSelector) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (color: string) => {
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
    };
    const pixel = () => Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const withAlpha = (color: string, alpha: number) => {
      // Let the canvas parse any CSS colour, then apply the extra opacity through globalAlpha.
      ctx.globalAlpha = alpha;
      paint(color);
      ctx.globalAlpha = 1;
    };

    // Memoised per element (ancestors are shared by thousands of cells in a big table) and per
    // colour pair: the same answer as walking every ancestor for every piece of text, far faster.
    const layersMemo = new Map<Element, string[] | null>();
    /** The layers behind `el`, outermost first, or null when one of them is an image or gradient. */
    function backgroundLayers(el: Element): string[] | null {
      const known = layersMemo.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      let layers: string[] | null;
      if (style.backgroundImage !== 'none') layers = null;
      else {
        const outer = el.parentElement ? backgroundLayers(el.parentElement) : [];
        const own = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
        layers = outer === null ? null : own ? [...outer, style.backgroundColor] : outer;
      }
      layersMemo.set(el, layers);
      return layers;
    }
    const opacityMemo = new Map<Element, number>();
    const opacityOf = (el: Element): number => {
      const known = opacityMemo.get(el);
      if (known !== undefined) return known;
      const o = Number(getComputedStyle(el).opacity) * (el.parentElement ? opacityOf(el.parentElement) : 1);
      opacityMemo.set(el, o);
      return o;
    };
    const isLarge = (style: CSSStyleDeclaration) => {
      const size = parseFloat(style.fontSize);
      return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    };

    const composed = new Map<string, { fg: number[]; bg: number[] }>();
    /** The text colour and the background as the page shows them (pixels of the 1x1 canvas). */
    function composite(layers: string[], color: string, opacity: number) {
      const key = `${layers.join('|')}#${color}#${opacity}`;
      let found = composed.get(key);
      if (!found) {
        ctx.clearRect(0, 0, 1, 1);
        paint('#ffffff'); // the canvas of a page with no background is white
        for (const layer of layers) paint(layer);
        const bg = pixel();
        withAlpha(color, opacity);
        found = { fg: pixel(), bg };
        composed.set(key, found);
      }
      return found;
    }

    const failures: { text: string; ratio: number; required: number; color: string; background: string }[] = [];
    function check(el: Element, text: string, color: string, style: CSSStyleDeclaration) {
      const layers = backgroundLayers(el);
      if (!layers) return;
      const { fg, bg } = composite(layers, color, opacityOf(el));
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
      const ratio = Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
      const required = isLarge(style) ? 3 : 4.5;
      if (ratio < required) failures.push({ text: text.slice(0, 60), ratio, required, color, background: `rgb(${bg.join(', ')})` });
    }

    const scope = document.querySelector(rootSelector) ?? document.body;
    for (const el of [scope, ...scope.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // hidden or screen-reader only
      if (el.closest('button:disabled, input:disabled, select:disabled, textarea:disabled, [aria-disabled="true"]')) continue;
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (ownText) check(el, ownText, style.color, style);
      if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.placeholder && !el.value) {
        check(el, `placeholder: ${el.placeholder}`, getComputedStyle(el, '::placeholder').color, style);
      }
    }
    return failures;
  }, root);
}
