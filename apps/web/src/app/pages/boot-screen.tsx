import { Spinner } from '../../components/ui/spinner.tsx';

export const BootScreen = () => (
  <div className="boot-screen">
    <Spinner />
  </div>
);
