/** SPEC §9: totalRatingSum / ratingCount, kept exact; 0 before the first rating. */
export function averageRating(totalSum: number, count: number): number {
  return count === 0 ? 0 : totalSum / count;
}

const oneDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average for display, with one decimal and a decimal comma: 4.5 → '4,5'. */
export function formatRating(average: number): string {
  return oneDecimal.format(average);
}

/** A rating is a whole number of stars from 1 to 5. */
export function isValidStars(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 5;
}

/** Clicking the current star again clears the rating (SPEC §5); 0 means no rating. */
export function nextRatingAfterClick(current: number, clicked: number): number {
  return clicked === current ? 0 : clicked;
}
