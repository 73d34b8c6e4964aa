/** The two courses of spec/platform.md §1 as the interface lists them. */
export interface CourseEntry {
  value: 'python' | 'advanced-python';
  /** i18n key of the course name and of its one-line description. */
  labelKey: 'courses.python.label' | 'courses.advancedPython.label';
  descriptionKey: 'courses.python.description' | 'courses.advancedPython.description';
  firstLevel: string;
  planKey: 'python_course' | 'advanced_python_course';
}

export const COURSES: readonly CourseEntry[] = [
  {
    value: 'python',
    labelKey: 'courses.python.label',
    descriptionKey: 'courses.python.description',
    firstLevel: 'intro-level1',
    planKey: 'python_course',
  },
  {
    value: 'advanced-python',
    labelKey: 'courses.advancedPython.label',
    descriptionKey: 'courses.advancedPython.description',
    firstLevel: 'generators-level1',
    planKey: 'advanced_python_course',
  },
];

export const DEFAULT_COURSE: CourseEntry = COURSES[0] as CourseEntry;

export function findCourse(value: string | undefined): CourseEntry | undefined {
  return COURSES.find((course) => course.value === value);
}
