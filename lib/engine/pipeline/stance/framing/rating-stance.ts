/** A fact-check's rating in words as a stance: the one reader lives in domain (`domain/claims/rating-stance`). */
export { ratingStance } from '../../../domain/claims/rating-stance';
