import type { CarerShape } from '../carer-test/score';

export interface CarerResultProps {
  shape: CarerShape;
  /** Every question's address, in order (for 'Ga verder met de test'). */
  paths: string[];
  /** 'Je score is {punten} van de {max} punten.' */
  pointsText: string;
  max: number;
}

/**
 * The carer test's result island, server side: nothing to show. The page
 * renders the three bands hidden; client/islands/carer-result.ts (no React)
 * shows the one the answers in session storage give.
 */
export default function CarerResult(_props: CarerResultProps) {
  return null;
}
