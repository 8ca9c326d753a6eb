/** converse's `lit` template tag, from `converse.env`. */
export type Html = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;

interface Vcard {
  get(key: string): unknown;
}
interface AvatarElement extends HTMLElement {
  name: string;
  width: number | string;
  model?: { vcard?: Vcard } | null;
  pickerdata?: { image_type?: string; data_uri?: string } | null;
  getInitials(name: string): string;
  render(): unknown;
}

export const INITIALS_CLASS = 'vigie-initials';

/** converse's custom elements, registered with the browser once its plugins have initialised. */
export interface ElementRegistry {
  elements: { registry: Record<string, { prototype: object } | undefined> };
}

/**
 * converse draws a colleague without a photo as initials on a colour set in a `style` attribute, which the
 * app's CSP refuses (no inline style attributes); they are drawn here with our own class instead, and their
 * size goes through CSSOM, which the CSP allows. A photo is drawn by converse as before.
 */
export function drawInitialsWithClasses(api: ElementRegistry, html: Html): void {
  const Avatar = api.elements.registry['converse-avatar'] as { prototype: AvatarElement } | undefined;
  if (!Avatar) return;
  const drawPhoto = Avatar.prototype.render;
  Avatar.prototype.render = function (this: AvatarElement) {
    const vcard = this.model?.vcard;
    const photo = this.pickerdata
      ? this.pickerdata.image_type && this.pickerdata.data_uri
      : vcard?.get('image_type') && vcard.get('image');
    if (photo) return drawPhoto.call(this);
    this.style.setProperty('--avatar-size', `${Number(this.width) || 36}px`);
    // The name is written beside the initials, so they are hidden from screen readers.
    return html`<div class="avatar-initials ${INITIALS_CLASS}" aria-hidden="true">${this.getInitials(this.name)}</div>`;
  };
}
