import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
@customElement('acq-smoke')
export class AcqSmoke extends LitElement {
  @property() name = 'x';
  override render() { return html`<p>hi ${this.name}</p>`; }
}
