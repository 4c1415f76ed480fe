CREATE TABLE "entity" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"entity_type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"legal_name" varchar(60),
	"finance_number" varchar(20),
	"description" varchar(200),
	"phone" varchar(20),
	"address" varchar(250),
	"postal_code" varchar(30),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_user" (
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_type_id" integer NOT NULL,
	CONSTRAINT "entity_user_entity_id_user_id_pk" PRIMARY KEY("entity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "expense" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"property_id" integer,
	"currency_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(255),
	"include_in_yield" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"property_id" integer,
	"contract_id" integer,
	"tenant_id" integer,
	"expense_id" integer,
	"name" varchar(255) NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_entity_number_uq" UNIQUE("entity_id","number")
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"entity_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counter_entity_id_year_pk" PRIMARY KEY("entity_id","year")
);
--> statement-breakpoint
CREATE TABLE "access_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "access_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "city_country_id_name_unique" UNIQUE("country_id","name")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" char(2) NOT NULL,
	CONSTRAINT "country_name_unique" UNIQUE("name"),
	CONSTRAINT "country_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" char(3) NOT NULL,
	"symbol" text NOT NULL,
	CONSTRAINT "currency_name_unique" UNIQUE("name"),
	CONSTRAINT "currency_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "entity_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "entity_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "frequency_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "frequency_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "kitchen_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "kitchen_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "outside_area_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "outside_area_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "property_business_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_business_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "property_location_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_location_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "property_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"street" varchar(200) NOT NULL,
	"city_id" integer NOT NULL,
	"number" varchar(5) NOT NULL,
	"floor" varchar(5),
	"mail_box" varchar(50),
	"postal_code" varchar(30),
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"parent_property_id" integer,
	"address_id" integer,
	"property_type_id" integer NOT NULL,
	"name" varchar(60),
	"code" varchar(20),
	"description" varchar(200),
	"area_meters" integer,
	"value" numeric(14, 2),
	"currency_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "property_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"has_heating" boolean,
	"has_air_condition" boolean,
	"is_furnished" boolean,
	"has_laundry" boolean,
	"has_storage_room" boolean,
	"has_living_room" boolean,
	"has_dining_room" boolean,
	"num_bathrooms" integer,
	"num_toilets" integer,
	"kitchen_type_id" integer,
	"kitchen_area_meters" integer,
	"outside_area_type_id" integer,
	"outside_area_meters" integer,
	"num_balconies" integer,
	"num_bedrooms" integer,
	"num_suits" integer,
	"storage_room_area_meters" integer,
	"living_room_area_meters" integer,
	"dining_room_area_meters" integer,
	"num_parking_inside" integer,
	"num_parking_outside" integer
);
--> statement-breakpoint
CREATE TABLE "property_tax_information" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"property_business_type_id" integer,
	"property_location_type_id" integer,
	"location_code" varchar(30),
	"article_code" varchar(30),
	"fraction_code" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"frequency_type_id" integer NOT NULL,
	"frequency_value" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"extra_amount" numeric(14, 2),
	"extra_amount_description" varchar(255),
	"taxable_amount" numeric(14, 2),
	"tax_retention" boolean DEFAULT false NOT NULL,
	"tax_retention_percentage" numeric(5, 2),
	"guarantee" numeric(14, 2),
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"start_date_renegotiation_period" timestamp with time zone,
	"end_date_renegotiation_period" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "contract_tenant" (
	"entity_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "contract_tenant_contract_id_tenant_id_pk" PRIMARY KEY("contract_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"rent_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"taxable_amount" numeric(14, 2),
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "rent" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"payment_due_date" timestamp with time zone NOT NULL,
	"payment_period_date" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"retained_amount" numeric(14, 2),
	"taxable_amount" numeric(14, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"email" varchar(60),
	"phone" varchar(20),
	"fiscal_number" varchar(50),
	"note" varchar(255),
	"address" varchar(250),
	"postal_code" varchar(30),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "user_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(60),
	"last_name" varchar(60),
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"activated_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "entity" ADD CONSTRAINT "entity_entity_type_id_entity_type_id_fk" FOREIGN KEY ("entity_type_id") REFERENCES "public"."entity_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity" ADD CONSTRAINT "entity_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_user" ADD CONSTRAINT "entity_user_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_user" ADD CONSTRAINT "entity_user_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_user" ADD CONSTRAINT "entity_user_access_type_id_access_type_id_fk" FOREIGN KEY ("access_type_id") REFERENCES "public"."access_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_property_fk" FOREIGN KEY ("property_id","entity_id") REFERENCES "public"."property"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_property_fk" FOREIGN KEY ("property_id","entity_id") REFERENCES "public"."property"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_tenant_fk" FOREIGN KEY ("tenant_id","entity_id") REFERENCES "public"."tenant"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_expense_fk" FOREIGN KEY ("expense_id","entity_id") REFERENCES "public"."expense"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_payment_fk" FOREIGN KEY ("payment_id","entity_id") REFERENCES "public"."payment"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counter" ADD CONSTRAINT "receipt_counter_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_property_type_id_property_type_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_parent_fk" FOREIGN KEY ("parent_property_id","entity_id") REFERENCES "public"."property"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_details" ADD CONSTRAINT "property_details_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_details" ADD CONSTRAINT "property_details_kitchen_type_id_kitchen_type_id_fk" FOREIGN KEY ("kitchen_type_id") REFERENCES "public"."kitchen_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_details" ADD CONSTRAINT "property_details_outside_area_type_id_outside_area_type_id_fk" FOREIGN KEY ("outside_area_type_id") REFERENCES "public"."outside_area_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tax_information" ADD CONSTRAINT "property_tax_information_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tax_information" ADD CONSTRAINT "property_tax_information_property_business_type_id_property_business_type_id_fk" FOREIGN KEY ("property_business_type_id") REFERENCES "public"."property_business_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tax_information" ADD CONSTRAINT "property_tax_information_property_location_type_id_property_location_type_id_fk" FOREIGN KEY ("property_location_type_id") REFERENCES "public"."property_location_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_frequency_type_id_frequency_type_id_fk" FOREIGN KEY ("frequency_type_id") REFERENCES "public"."frequency_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_property_fk" FOREIGN KEY ("property_id","entity_id") REFERENCES "public"."property"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tenant" ADD CONSTRAINT "contract_tenant_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tenant" ADD CONSTRAINT "contract_tenant_tenant_fk" FOREIGN KEY ("tenant_id","entity_id") REFERENCES "public"."tenant"("id","entity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_rent_fk" FOREIGN KEY ("rent_id","entity_id") REFERENCES "public"."rent"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_token" ADD CONSTRAINT "user_token_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_user_user_idx" ON "entity_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expense_entity_date_idx" ON "expense" USING btree ("entity_id","date");--> statement-breakpoint
CREATE INDEX "expense_property_idx" ON "expense" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "file_entity_idx" ON "file" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "address_entity_idx" ON "address" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "property_entity_idx" ON "property" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "property_parent_idx" ON "property" USING btree ("parent_property_id");--> statement-breakpoint
CREATE INDEX "contract_entity_idx" ON "contract" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "contract_property_idx" ON "contract" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "contract_tenant_tenant_idx" ON "contract_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "payment_rent_idx" ON "payment" USING btree ("rent_id");--> statement-breakpoint
CREATE INDEX "rent_contract_period_idx" ON "rent" USING btree ("contract_id","payment_period_date");--> statement-breakpoint
CREATE INDEX "rent_entity_idx" ON "rent" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "tenant_entity_idx" ON "tenant" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "user_token_user_type_idx" ON "user_token" USING btree ("user_id","type");