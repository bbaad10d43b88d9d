import { startBackground } from '@/lib/background/start-background';

export default defineBackground(() => {
  startBackground();
});
