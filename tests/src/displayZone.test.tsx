// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserZone, DisplayZoneProvider, useDisplayZone } from '../../src/myEvent/displayZone';
import { ZoneSwitch, zoneName } from '../../src/myEvent/ZoneSwitch';
import { fakeFetch, renderWithClient } from './render';

/** The event's zone is never the browser's here, whichever zone the test machine runs in. */
const EVENT_ZONE = browserZone() === 'Pacific/Chatham' ? 'Pacific/Kiritimati' : 'Pacific/Chatham';

function Shown() {
  return <output data-testid="shown">{useDisplayZone(EVENT_ZONE)}</output>;
}

const page = (uuid: string) =>
  renderWithClient(
    <DisplayZoneProvider uuid={uuid}>
      <ZoneSwitch eventZone={EVENT_ZONE} />
      <Shown />
    </DisplayZoneProvider>,
    { fetch: fakeFetch({}).fetch },
  );

describe("the clock times are shown in: the event's or the reader's", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("shows the event's zone until the user picks their own, and remembers the pick for that user only", () => {
    const first = page('u-1');
    expect(screen.getByTestId('shown').textContent).toBe(EVENT_ZONE);
    const select = screen.getByLabelText('Times in') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      `Event time (${zoneName(EVENT_ZONE, 'en')})`,
      `My time (${zoneName(browserZone(), 'en')})`,
    ]);
    fireEvent.change(select, { target: { value: 'local' } });
    expect(screen.getByTestId('shown').textContent).toBe(browserZone());
    first.unmount();

    const again = page('u-1');
    expect(screen.getByTestId('shown').textContent).toBe(browserZone());
    again.unmount();
    page('u-2');
    expect(screen.getByTestId('shown').textContent).toBe(EVENT_ZONE);
  });

  it('offers no switch when the event is in the reader’s zone', () => {
    renderWithClient(
      <DisplayZoneProvider uuid="u-3">
        <ZoneSwitch eventZone={browserZone()} />
      </DisplayZoneProvider>,
      { fetch: fakeFetch({}).fetch },
    );
    expect(screen.queryByLabelText('Times in')).toBeNull();
  });
});
