/** A small tooltip in a closed shadow root, fixed-positioned and click-through, so the page's layout is untouched. */
export class HighlightTooltip {
  private readonly host: HTMLElement;
  private readonly box: HTMLElement;

  constructor() {
    this.host = document.createElement('cartographer-tooltip');
    this.host.dataset.cartographerUi = '';
    this.host.style.cssText =
      'all: initial; position: fixed; z-index: 2147483647; pointer-events: none; display: none;';
    const shadow = this.host.attachShadow({ mode: 'closed' });
    this.box = document.createElement('div');
    this.box.setAttribute('role', 'tooltip');
    this.box.style.cssText =
      'font: 12px/1.4 system-ui, sans-serif; background: #1f2328; color: #fff; padding: 4px 8px; border-radius: 4px; max-width: 280px;';
    shadow.append(this.box);
    document.documentElement.append(this.host);
  }

  show(text: string, x: number, y: number): void {
    this.box.textContent = `${text} — click to open in Cartographer`;
    this.host.style.left = `${Math.min(x + 12, window.innerWidth - 300)}px`;
    this.host.style.top = `${y + 16}px`;
    this.host.style.display = 'block';
  }

  hide(): void {
    this.host.style.display = 'none';
  }
}
