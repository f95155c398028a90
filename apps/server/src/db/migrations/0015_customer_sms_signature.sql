-- The sign name (签名) a customer's text messages carry, as registered with the SMS provider; null: its Chinese name.
ALTER TABLE "customers" ADD COLUMN "sms_signature" text;
