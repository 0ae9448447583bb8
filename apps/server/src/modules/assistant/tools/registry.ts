import { addHomeTool } from './add-home.tool';
import { clearHomesTool } from './clear-homes.tool';
import { compareHomesTool } from './compare-homes.tool';
import { findListingTool } from './find-listing.tool';
import { homeFactsTool } from './home-facts.tool';
import { likeHomeTool } from './like-home.tool';
import { listHomesTool } from './list-homes.tool';
import { monthlyCostTool } from './monthly-cost.tool';
import { myNotesTool } from './my-notes.tool';
import { othersNotesTool } from './others-notes.tool';
import { removeHomeTool } from './remove-home.tool';
import { requestReportTool } from './request-report.tool';
import type { Tool } from './tool';
import { undoRemovalTool } from './undo-removal.tool';
import { unlikeHomeTool } from './unlike-home.tool';

/**
 * Everything Rela can do, for both brains (ADR 008). A new ability is one new
 * `*.tool.ts` file made with `defineTool` (its LLM schema and its built-in intent together) and one
 * line here.
 */
export const assistantTools: readonly Tool[] = [
  findListingTool,
  addHomeTool,
  removeHomeTool,
  clearHomesTool,
  undoRemovalTool,
  listHomesTool,
  homeFactsTool,
  monthlyCostTool,
  compareHomesTool,
  likeHomeTool,
  unlikeHomeTool,
  requestReportTool,
  myNotesTool,
  othersNotesTool,
];
