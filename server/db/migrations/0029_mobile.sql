-- The version a user chose with POST /user/changePcVersion: 1 PC, 0 mobile; null until they choose (the device decides).
ALTER TABLE "users" ADD COLUMN "pc_version" smallint;
