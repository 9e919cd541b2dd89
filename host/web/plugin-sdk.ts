/**
 * What plugins may import from the web host (besides host/core). Keep it small and stable: pages depend on
 * tokens and interfaces, never on the host's classes, so tests bind fakes (tests/support/render-plugin.tsx).
 */
export { TOKENS } from './services/tokens';
export { ApiError } from './services/api-client';
export type { ApiClient, Params, QueryValue, RequestOptions } from './services/api-client';
export type { Api, CallArgs, CallOptions } from './services/endpoint-client';
export type { AnalyticsService } from './services/analytics-service';
export type { AuthService, SessionState, UrlLocation } from './services/auth-service';
export type { ConfigService, RuntimeConfig } from './services/config-service';
export type { HealthService } from './services/health-service';
export type { NavigateOptions, NavigationService } from './services/navigation-service';
export type { PermissionsService } from './services/permissions-service';
export type { StorageService } from './services/storage-service';
export type { ModalOptions, PluginModalProps, ToastKind, UiService } from './services/ui-service';
export { ServicesProvider, useContainer, useService } from './services-context';
// Routing is wouter's (Link, Route, Switch, useLocation...), imported from 'wouter'; what a navigation carried
// (`navigate(to, { state })`) and the query's parameters (wouter's own decode a value's `%41` to `A`) are read here.
export { useHistoryState } from './routing/browser-history';
export { useSearchParams } from './routing/search-params';
// Live data (host/web/live): a plugin's live topic followed over the app's one WebSocket, snapshot then changes.
export { useLiveTopic } from './live/use-live-topic';
export type { LiveKind } from './live/live-client';
// Loads and failures, one way each: a load's state (useLoad, or LoadStatus in a store), its failure display
// (message and Retry), an action's failure as a translated toast, and the message of anything thrown.
export { LoadFailure } from './ui/load-failure';
export type { LoadFailureProps } from './ui/load-failure';
export { useLoad } from './ui/use-load';
export type { LoadState, LoadStatus } from './ui/use-load';
export { showFailure } from './ui/show-failure';
export { errorMessage } from '../core/error-message';
export { PageHeading } from './ui/page-heading';
// A module's dashboard block (manifest `dashboardBlocks`): its section, heading, load state and link to more.
export { DashboardBlockFrame } from './ui/dashboard-block-frame';
export type { DashboardBlockFrameProps } from './ui/dashboard-block-frame';
// The tab's title: the module's name, then the page's h1 (PageHeading) or its own words, then 'Vigil'.
export { usePageTitle } from './ui/document-title';
export { PageLoader } from './ui/page-loader';
// A component another plugin offers in its manifest's `views` (the caller `uses` it), loaded lazily.
export { PluginView } from './plugins/plugin-view';
export type { PluginViewProps } from './plugins/plugin-view';
// Client-side pages over a list, and the control under it.
export { Pagination } from './ui/pagination';
export type { PaginationProps } from './ui/pagination';
export { usePagination } from './ui/use-pagination';
export type { PaginationState } from './ui/use-pagination';
// Lists people can work with: sort by column, search, 'Show all rows' (and every row when printing), CSV of what is shown.
export { useListView, searchKey } from './ui/use-list-view';
export type { ListColumn, ListSort, ListView, ListViewOptions, SortDirection } from './ui/use-list-view';
export { ListToolbar } from './ui/list-toolbar';
export { ListPagination } from './ui/list-pagination';
export { SortableHeader } from './ui/sortable-header';
// The whole list in one component: columns (header, sort key, cell), toolbar, table, pages.
export { ListTable } from './ui/list-table';
export type { ListTableColumn, ListTableProps, ListTableRowAttributes } from './ui/list-table';
export { dateColumn } from './ui/date-column';
export { CsvButton } from './ui/csv-button';
export { csvDelimiter, csvFileName, downloadCsv, toCsv } from './ui/list-csv';
export { usePrinting } from './ui/use-printing';
// A picture the user uploads (avatar, a message's image): checked as the server checks it, then cropped square.
export { readChosenPicture, isImageDataUri, isWithinPictureLimit } from './ui/picture/picture-data-uri';
export type { ChosenPicture } from './ui/picture/picture-data-uri';
export { PictureFileInput } from './ui/picture/picture-file-input';
export type { PictureFileInputProps } from './ui/picture/picture-file-input';
export { SquareCropPanel } from './ui/picture/square-crop-panel';
export type { SquareCropPanelProps } from './ui/picture/square-crop-panel';
// A form's optional picture, all of the above in one field: chosen, checked, cropped inline, shown, removed.
export { PictureField } from './ui/picture/picture-field';
export type { PictureFieldProps } from './ui/picture/picture-field';
export { PICTURE_NAMESPACE } from './ui/picture/i18n/picture-namespace';
// The shared tooltip (shows on hover and focus, describes its control).
export { Tooltip } from './ui/tooltip';
// A country's flag as an image fetched on its own (flag-icons: a build-time PNG in lists, the SVG when `large`),
// named by the country; the footer's contacts.
export { CountryFlag, flagCode } from './ui/country-flag';
export type { CountryFlagProps } from './ui/country-flag';
export { CONTACTS, telHref } from './shell/contacts';
export type { Contact, ContactId } from './shell/contacts';
// i18n for plugins: their own namespaces (registerTranslations), the server's messages in the user's language
// (translateError for a failure, by its code; translateMessage for an English text) and the language switch the account page makes after a save.
export { isLanguage, LANGUAGES, registerTranslations, setLanguage, translateError, translateMessage, useTranslation } from './i18n';
export type { Language, Translate, TranslationBundle } from './i18n';
export type { CatalogueOf } from './i18n/catalogue-of';
// Country names by ISO code from the browser (Intl.DisplayNames), continents from the common catalogue, sorting
// by the names as shown (Intl.Collator).
export { countryName, nameCollator, useRegionNames } from './i18n';
export type { RegionNames } from './i18n';
// The continents in a language other than the interface's (a printed report's), from the common catalogue.
export { continentKey, continentNames } from './i18n/continent-names';
export type { ContinentNames } from './i18n/continent-names';
// The one form pattern (host/web/forms): a definition of fields and rules, the live form, its components and their
// types, all that forms/index.ts exports. yup and the form engine load only where a form is built (docs/decisions.md).
export * from './forms';
// Maps (host/web/maps): area maps and marker maps, Google or offline; their code and geometry load on first use.
export { AreaMap, LEVEL_COLOURS, MAP_DEFAULTS, MarkerMap, markerLabel, markerPosition } from './maps';
export type {
  AreaMapProps,
  CountryFeature,
  LatLng,
  MapArea,
  MapBounds,
  MapDetail,
  MapLegendEntry,
  MapMarker,
  MapShape,
  MapsService,
  MapType,
  MarkerMapEngine,
  MarkerMapProps,
  WorldGeometry,
} from './maps';
