/** The views the tracking plugin offers to the plugins that use it (manifest `views`), with their props. */

/** 'devicePanel': a person's devices, with pairing and revoking. */
export interface DevicePanelViewProps {
  /** Another employee's id (an operator pairing for them); absent for the signed-in user's own. */
  employee?: number;
}
