export { type LessonConfig, lessonConfigShape, loadLessonConfig } from './config';
export { LESSON_SERVICE_NAME, type LessonService, startLessonService } from './lesson-service';
