import type { Locator } from '@playwright/test';

export type ColourName = 'green' | 'red' | 'blue' | 'grey';

/**
 * The colour a person would name for an element's text or background, from its computed style:
 * what is on screen, whatever class or colour space produced it. The browser converts the value
 * to sRGB by painting it on a 1×1 canvas; a channel that clearly leads names the colour.
 */
export async function colourOf(locator: Locator, property: 'color' | 'background-color' = 'color'): Promise<ColourName> {
  const [red, green, blue] = await locator.evaluate((element, name) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = getComputedStyle(element).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, property);
  const channels = { red: red!, green: green!, blue: blue! };
  const [first, second] = Object.entries(channels).sort(([, a], [, b]) => b - a);
  return first![1] - second![1] < 40 ? 'grey' : (first![0] as ColourName);
}
