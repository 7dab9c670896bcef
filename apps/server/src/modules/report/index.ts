export { createReportService } from './report.service.js';
export type { DashboardBrand, DashboardInput, ReportService } from './report.service.js';
