/** Key/value facts of this installation (signing secret, installation id). */
export interface InstallationSettingsTable {
  key: string;
  value: string;
}
