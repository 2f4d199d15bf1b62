import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chartParts } from './chart.ts';
import SizeChartView from './SizeChartView.tsx';

const MARKUP = `
  <div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn">Size Chart</span></div>
  <div class="wopb-size-chart-wrapper wopb-size-chart-modal">
    <div class="wopb-chart-modal-content">
      <div class="wopb-sc-title">Licence comparison <span class="wopb-chart-modal-close"></span></div>
      <table><tr><td>Licence</td><td>Personal</td></tr></table>
    </div>
  </div>`;

beforeEach(() => {
  document.body.innerHTML = MARKUP;
});

function renderChart(): ReturnType<typeof render> {
  const wrapper = document.querySelector<HTMLElement>('.wopb-chart-btn-wrapper')!;
  return render(<SizeChartView element={wrapper} {...chartParts(wrapper)} />);
}

describe('SizeChartView', () => {
  it('the opener, a button, opens the chart as a dialog named by its title; its close button closes it', () => {
    renderChart();
    fireEvent.click(screen.getByRole('button', { name: 'Size Chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Licence comparison' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.querySelector('table')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveProperty('open', false);
  });

  it('gives the chart back to the server markup when unmounted', () => {
    const view = renderChart();
    view.unmount();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('.wopb-size-chart-modal > .wopb-chart-modal-content table')).not.toBeNull();
    expect(document.getElementById('wopb-chart-modal-btn')!.hasAttribute('role')).toBe(false);
  });
});
