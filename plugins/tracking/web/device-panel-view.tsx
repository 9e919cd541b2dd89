import type { ReactElement } from 'react';
import { DevicePanel, type DevicePanelProps } from './device-panel';

/** The device panel as a view other modules render with PluginView (gps's detail, for an operator pairing a person's device). */
export default function DevicePanelView(props: DevicePanelProps): ReactElement {
  return <DevicePanel {...props} />;
}
