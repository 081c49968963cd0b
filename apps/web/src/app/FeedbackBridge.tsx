/** antd's message hook (not the whole `App`, which would also bundle modal and notification). */
import { useEffect } from 'react';
import { message } from 'antd';
import { setMessageInstance } from '../lib/feedback';

export default function FeedbackBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    setMessageInstance(api);
    return () => setMessageInstance(null);
  }, [api]);
  return holder;
}
