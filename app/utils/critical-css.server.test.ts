import { describe, expect, it } from 'vitest';
import { classesIn, criticalCssOf } from './critical-css.server';

// Tailwind's shapes: layers, escaped variants, media queries, group/peer selectors, :not().
const STYLESHEET =
  '@layer theme,base,utilities;' +
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:flex{display:flex}' +
  '.hover\\:bg-brand-800:hover{color:red}.w-1\\/2{width:50%}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}' +
  '.group:hover .group-hover\\:underline{text-decoration:underline}.space-y-2>:not(:last-child){margin:0}' +
  '.a:not(.b){color:blue}[data-state="x.y"].c{color:green}' +
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:block{display:block}}}' +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}';

describe('criticalCssOf', () => {
  const critical = criticalCssOf(STYLESHEET);

  it('keeps the rules the markup’s classes can match, and every rule that names no class', () => {
    const html =
      '<div class="flex md:flex w-1/2 hover:bg-brand-800 [&amp;_svg]:size-4 md:block a c">' +
      '<p class="group"><span class="group-hover:underline">x</span></p></div>';
    expect(critical(html)).toBe(
      '@layer theme,base,utilities;' +
        '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}' +
        '@layer utilities{.flex{display:flex}.md\\:flex{display:flex}' +
        '.hover\\:bg-brand-800:hover{color:red}.w-1\\/2{width:50%}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}' +
        '.group:hover .group-hover\\:underline{text-decoration:underline}' +
        '.a:not(.b){color:blue}[data-state="x.y"].c{color:green}' +
        '@media (width>=48rem){.md\\:block{display:block}}}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('drops a media query or layer left empty', () => {
    expect(critical('<p class="grid">x</p>')).toBe(
      '@layer theme,base,utilities;@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}' +
        '@layer utilities{.grid{display:grid}}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}',
    );
  });
});

describe('classesIn', () => {
  it('reads every class attribute, with its entities decoded', () => {
    expect([...classesIn('<a class="x  y"></a><b class="[&amp;&gt;p]:m-0"></b><i title="class=&quot;z&quot;"></i>')]).toEqual(['x', 'y', '[&>p]:m-0']);
  });
});
