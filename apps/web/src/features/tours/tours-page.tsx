import { tourMessages } from '@rela/contracts';

/** `/tours`: the itinerary of the signed-in buyer's or realtor's tours (issue 23). */
export const ToursPage = () => (
  <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{tourMessages.itinerary}</h1>
  </main>
);
