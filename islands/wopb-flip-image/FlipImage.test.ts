/** ProductX's flip image (issue 25): the card's second image while the card is hovered or focused. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { animationMs } from './FlipImage.ts';
import { wopbFlipImageIsland } from './index.ts';

/** A ProductX grid card (its image link carries the flip image) and a second card without one. */
const CARDS = `
  <div class="wopb-block-item"><div class="wopb-block-image">
    <div class="wopb-product-new-meta"><button class="qv" type="button">Quick view</button></div>
    <a href="/product/one/"><img class="main" src="/one.svg" alt="One"><img class="wopb-flip-image wopb-fade_in" alt="One" src="/one-2.svg" /></a>
  </div><h3 class="wopb-block-title"><a href="/product/one/">One</a></h3></div>
  <div class="wopb-block-item"><a class="other" href="/product/two/">Two</a></div>`;

let runtime: Runtime;
beforeEach(() => {
  document.body.innerHTML = CARDS;
  runtime = startRuntime([wopbFlipImageIsland]);
});
afterEach(() => {
  runtime.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flip = (): HTMLElement => document.querySelector<HTMLElement>('.wopb-flip-image')!;
const section = (): HTMLElement => flip().parentElement!;
const host = (): HTMLElement => section().parentElement!;
const main = (): HTMLElement => document.querySelector<HTMLElement>('img.main')!;

/** The pointer enters the card's image box: what a mouse, or a touch's compatibility events, send. */
function pointerIn(): void {
  main().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  host().dispatchEvent(new MouseEvent('mouseenter'));
}

describe('flip image', () => {
  it('loads nothing until a pointer or focus enters a card', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flip().getAttribute('data-island-state')).toBe('pending');
    expect(section().classList.contains('wopb-flip-image-section')).toBe(false);
  });

  it('shows while hovered: the flip image over the first, which hides after 40 % of its animation; all back on leaving', async () => {
    // ProductX's stylesheet animates the hovered flip image for 1.1 s (its fade-in).
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ animationDuration: '1.1s' } as CSSStyleDeclaration);
    pointerIn();
    await whenLive(flip());
    vi.useFakeTimers();
    host().dispatchEvent(new MouseEvent('mouseleave'));
    host().dispatchEvent(new MouseEvent('mouseenter'));
    expect(section().classList.contains('wopb-flip-image-section')).toBe(true);
    expect(section().classList.contains('wopb-flip-image-hover')).toBe(true);
    vi.advanceTimersByTime(439);
    expect(main().style.opacity).toBe('');
    vi.advanceTimersByTime(1);
    expect(main().style.opacity).toBe('0');
    host().dispatchEvent(new MouseEvent('mouseleave'));
    expect(section().classList.contains('wopb-flip-image-hover')).toBe(false);
    expect(main().style.opacity).toBe('');
  });

  it('a pointer that leaves before the first image hid keeps it shown', async () => {
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ animationDuration: '1200ms' } as CSSStyleDeclaration);
    pointerIn();
    await whenLive(flip());
    host().dispatchEvent(new MouseEvent('mouseleave'));
    vi.useFakeTimers();
    host().dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(100);
    host().dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(1000);
    expect(main().style.opacity).toBe('');
  });

  it('shows while focus is in the card image box (the keyboard), until focus leaves it', async () => {
    const quickView = document.querySelector<HTMLElement>('.qv')!;
    quickView.focus();
    await whenLive(flip());
    // The focus that woke it came first: the island catches up.
    expect(section().classList.contains('wopb-flip-image-hover')).toBe(true);
    // The pointer leaving does not hide it while focus stays.
    host().dispatchEvent(new MouseEvent('mouseleave'));
    expect(section().classList.contains('wopb-flip-image-hover')).toBe(true);
    document.querySelector<HTMLElement>('.other')!.focus();
    expect(section().classList.contains('wopb-flip-image-hover')).toBe(false);
  });

  it('undoes everything when its card leaves the page', async () => {
    pointerIn();
    await whenLive(flip());
    host().dispatchEvent(new MouseEvent('mouseenter'));
    const kept = section();
    const image = main();
    document.querySelector('.wopb-block-item')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kept.classList.contains('wopb-flip-image-section')).toBe(false);
    expect(kept.classList.contains('wopb-flip-image-hover')).toBe(false);
    expect(image.style.opacity).toBe('');
  });

  it('reads the animation time in s or ms, and none as 0', () => {
    const element = document.createElement('img');
    const style = (animationDuration: string) =>
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({ animationDuration } as CSSStyleDeclaration);
    style('0.9s');
    expect(animationMs(element)).toBe(900);
    style('1200ms, 2s');
    expect(animationMs(element)).toBe(1200);
    style('');
    expect(animationMs(element)).toBe(0);
  });
});
