/**
 * The module each engine worker thread loads (piscina calls its default export once per task).
 * One entry, importing everything it needs, so a bundler can build it as its own chunk.
 */
import { answerEngineTask } from './engine-task';

export default answerEngineTask;
