export { MyBuyers } from './my-buyers';
export { MyTeam } from './my-team';
export { MyLeaders } from './my-leaders';
export { toTeamMember, type TeamMember } from './utils/team-member';
