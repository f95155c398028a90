export interface TCaptchaImage {
  /** A PNG as a data URL, ready for an <img src>. */
  image: string;
  answer: string;
}

export interface TCaptchaMaker {
  create: () => TCaptchaImage;
}
