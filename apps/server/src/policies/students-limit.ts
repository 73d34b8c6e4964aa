/**
 * How many student profiles one parent account may hold (spec/platform.md §9 leaves the number open).
 * A subscription teaches up to 5 students; 10 leaves room for siblings and friends without letting one
 * account become a school (schools have their own tier).
 */
export const MAX_STUDENTS_PER_PARENT = 10;
