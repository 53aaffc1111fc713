// Generated from openapi.json by generate.ts (npm run client:generate). Do not edit.

export interface paths {
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OAuth 2.0 token (password and refresh_token grants) */
        post: operations["requestOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List global configuration */
        get: operations["retrieveAllConfigurations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurations/name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a global configuration by name */
        get: operations["retrieveConfigurationName"];
        /** Update a global configuration by name */
        put: operations["updateConfigurationName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurations/{configId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a global configuration */
        get: operations["retrieveConfiguration"];
        /** Update a global configuration */
        put: operations["updateConfiguration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businessdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List business dates */
        get: operations["retrieveAllBusinessdate"];
        put?: never;
        /** Set a business date */
        post: operations["createBusinessdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businessdate/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a business date by type (BUSINESS_DATE or COB_DATE) */
        get: operations["retrieveBusinessdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the audit trail of commands */
        get: operations["retrieveAllAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audits/searchtemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options for an audit search: users, action names, entity names, processing results */
        get: operations["retrieveAllAuditSearchtemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audits/{auditId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one audit entry with its request JSON */
        get: operations["retrieveAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/makercheckers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commands awaiting approval that the user may check */
        get: operations["retrieveAllMakercheckers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/makercheckers/searchtemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search options for the checker inbox */
        get: operations["retrieveAllMakercheckerSearchtemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/makercheckers/{auditId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (runs it) or reject a command awaiting approval */
        post: operations["applyMakercheckerCommand"];
        /** Delete a command awaiting approval */
        delete: operations["deleteMakerchecker"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List codes */
        get: operations["retrieveAllCodes"];
        put?: never;
        /** Create a code */
        post: operations["createCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/codes/{codeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a code */
        get: operations["retrieveCode"];
        /** Rename a code (not a system-defined one) */
        put: operations["updateCode"];
        post?: never;
        /** Delete a code with its values (not a system-defined one) */
        delete: operations["deleteCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/codes/{codeId}/codevalues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a code's values */
        get: operations["retrieveAllCodeCodevalues"];
        put?: never;
        /** Add a value to a code */
        post: operations["createCodeCodevalue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/codes/{codeId}/codevalues/{codeValueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a code value */
        get: operations["retrieveCodeCodevalue"];
        /** Update a code value */
        put: operations["updateCodeCodevalue"];
        post?: never;
        /** Delete a code value that nothing uses */
        delete: operations["deleteCodeCodevalue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entityDatatableChecks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List entity datatable checks */
        get: operations["retrieveAllEntityDatatableChecks"];
        put?: never;
        /** Create an entity datatable check */
        post: operations["createEntityDatatableCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entityDatatableChecks/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entities, statuses, datatables and products for a new entity datatable check */
        get: operations["retrieveEntityDatatableCheckTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entityDatatableChecks/{entityDatatableCheckId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an entity datatable check */
        delete: operations["deleteEntityDatatableCheck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/externalservice/{servicename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the settings of an external service (S3, SMTP, SMS, NOTIFICATION); secrets masked */
        get: operations["retrieveExternalservice"];
        /** Change settings of an external service */
        put: operations["updateExternalservice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signed-in user's notifications */
        get: operations["retrieveAllNotifications"];
        /**
         * Mark all of the signed-in user's notifications read
         * @description Not a pipeline command (Fineract keeps no audit row for it).
         */
        put: operations["updateNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the datatables the user may read */
        get: operations["retrieveAllDatatables"];
        put?: never;
        /** Create a datatable: a new table extending an application table */
        post: operations["createDatatable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/{datatable}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a datatable with its columns */
        get: operations["retrieveDatatable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/{datatableName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a datatable's application table, subtype or columns */
        put: operations["updateDatatable"];
        post?: never;
        /** Delete an empty datatable and its table */
        delete: operations["deleteDatatable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/register/{datatable}/{apptable}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an existing table as a datatable of an application table */
        post: operations["applyDatatableRegisterCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/deregister/{datatable}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deregister a datatable (the table stays; its permissions go) */
        post: operations["applyDatatableDeregisterCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/{datatable}/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rows of a datatable whose column equals a value */
        get: operations["queryValues"];
        put?: never;
        /** Search a datatable: column filters, result columns, paging and sorting */
        post: operations["advancedQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/{datatable}/{apptableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entries of a record in a datatable */
        get: operations["getDatatableByAppTableId"];
        /** Change a record's entry (one-row datatables) */
        put: operations["updateDatatableEntryOnetoOne"];
        /** Add an entry for a record */
        post: operations["createDatatableEntry"];
        /** Delete a record's entries */
        delete: operations["deleteDatatableEntries"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/datatables/{datatable}/{apptableId}/{datatableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry of a multi-row datatable */
        get: operations["getDatatableManyEntry"];
        /** Change one entry of a multi-row datatable */
        put: operations["updateDatatableEntryOneToMany"];
        post?: never;
        /** Delete one entry of a multi-row datatable */
        delete: operations["deleteDatatableEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List offices */
        get: operations["retrieveAllOffices"];
        put?: never;
        /** Create an office */
        post: operations["createOffice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offices/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Template for a new office */
        get: operations["retrieveOfficeTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offices/{officeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an office */
        get: operations["retrieveOffice"];
        /** Update an office */
        put: operations["updateOffice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List staff */
        get: operations["retrieveAllStaff"];
        put?: never;
        /** Create a staff member */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/{staffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a staff member (template=true adds allowedOffices) */
        get: operations["retrieveStaff"];
        /** Update a staff member */
        put: operations["updateStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List funds */
        get: operations["retrieveAllFunds"];
        put?: never;
        /** Create a fund */
        post: operations["createFund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/funds/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a fund */
        get: operations["retrieveFund"];
        /** Update a fund */
        put: operations["updateFund"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/paymenttypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment types */
        get: operations["retrieveAllPaymenttypes"];
        put?: never;
        /** Create a payment type */
        post: operations["createPaymenttype"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/paymenttypes/{paymentTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a payment type */
        get: operations["retrievePaymenttype"];
        /** Update a payment type */
        put: operations["updatePaymenttype"];
        post?: never;
        /** Delete a payment type */
        delete: operations["deletePaymenttype"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve the currency configuration */
        get: operations["retrieveAllCurrencies"];
        /** Update the currencies the organisation uses */
        put: operations["updateCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountnumberformats/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account types and the prefix types each allows */
        get: operations["retrieveAccountnumberformatTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountnumberformats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List account number formats */
        get: operations["retrieveAllAccountnumberformats"];
        put?: never;
        /** Create the account number format of an account type */
        post: operations["createAccountnumberformat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountnumberformats/{accountNumberFormatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account number format (template=true adds the options for its account type) */
        get: operations["retrieveAccountnumberformat"];
        /** Update an account number format */
        put: operations["updateAccountnumberformat"];
        post?: never;
        /** Delete an account number format */
        delete: operations["deleteAccountnumberformat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List holidays */
        get: operations["retrieveAllHolidays"];
        put?: never;
        /** Create a holiday (pending for activation) */
        post: operations["createHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rescheduling types for a holiday */
        get: operations["retrieveHolidayTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/{holidayId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a holiday */
        get: operations["retrieveHoliday"];
        /** Update a holiday (dates and offices only while pending) */
        put: operations["updateHoliday"];
        /** Activate a holiday */
        post: operations["applyHolidayCommand"];
        /** Delete a holiday (marked deleted) */
        delete: operations["deleteHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workingdays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the working days */
        get: operations["retrieveAllWorkingdays"];
        /** Update the working days */
        put: operations["updateWorkingday"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workingdays/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Template for the working days */
        get: operations["retrieveWorkingdayTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tellers */
        get: operations["retrieveAllTellers"];
        put?: never;
        /** Create a teller */
        post: operations["createTeller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a teller */
        get: operations["retrieveTeller"];
        /** Update a teller */
        put: operations["updateTeller"];
        post?: never;
        /** Delete a teller without cashiers */
        delete: operations["deleteTeller"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the cashiers of a teller */
        get: operations["retrieveAllTellerCashiers"];
        put?: never;
        /** Allocate a staff member as cashier of a teller */
        post: operations["createTellerCashier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cashier template: the staff who may become cashiers */
        get: operations["retrieveTellerCashierTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a cashier */
        get: operations["retrieveTellerCashier"];
        /** Update a cashier allocation */
        put: operations["updateTellerCashier"];
        post?: never;
        /** Delete a cashier allocation without cash transactions */
        delete: operations["deleteTellerCashier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allocate cash to a cashier */
        post: operations["createTellerCashierAllocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settle cash from a cashier (at most what the cashier holds) */
        post: operations["createTellerCashierSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the cash transactions of a cashier */
        get: operations["retrieveAllTellerCashierTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}/transactions/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cash transaction template: the cashier and the currencies */
        get: operations["retrieveTellerCashierTransactionTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tellers/{tellerId}/cashiers/{cashierId}/summaryandtransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cash summary of a cashier in one currency, with its transactions */
        get: operations["retrieveAllTellerCashierSummaryandtransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entitytoentitymapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mapping types
         * @description Needs READ_FINERACTENTITY, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveAllEntitytoentitymapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entitytoentitymapping/{mapId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one mapping (a list of at most one)
         * @description Needs READ_FINERACTENTITY, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveEntitytoentitymapping"];
        /** Update a mapping */
        put: operations["updateEntitytoentitymapping"];
        post?: never;
        /** Delete a mapping */
        delete: operations["deleteEntitytoentitymapping"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entitytoentitymapping/{mapId}/{fromId}/{toId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mappings of a mapping type, by from and to id (0 = any)
         * @description Needs READ_FINERACTENTITY, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveEntityToEntityMappingsByIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entitytoentitymapping/{relId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a mapping of a mapping type */
        post: operations["applyEntitytoentitymappingCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glaccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List GL accounts */
        get: operations["retrieveAllGlaccounts"];
        put?: never;
        /** Create a GL account */
        post: operations["createGlaccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glaccounts/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GL account template */
        get: operations["retrieveGlaccountTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glaccounts/{glAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a GL account */
        get: operations["retrieveGlaccount"];
        /** Update a GL account */
        put: operations["updateGlaccount"];
        post?: never;
        /** Delete a GL account */
        delete: operations["deleteGlaccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glclosures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounting closures */
        get: operations["retrieveAllGlclosures"];
        put?: never;
        /** Create an accounting closure */
        post: operations["createGlclosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glclosures/{glClosureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an accounting closure */
        get: operations["retrieveGlclosure"];
        /** Update the comments of an accounting closure */
        put: operations["updateGlclosure"];
        post?: never;
        /** Delete the latest accounting closure of an office */
        delete: operations["deleteGlclosure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financialactivityaccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List financial activity to account mappings */
        get: operations["retrieveAllFinancialactivityaccounts"];
        put?: never;
        /** Map a financial activity to a GL account */
        post: operations["createFinancialactivityaccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financialactivityaccounts/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Financial activity to account mapping template */
        get: operations["retrieveFinancialactivityaccountTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financialactivityaccounts/{mappingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a financial activity to account mapping */
        get: operations["retrieveFinancialactivityaccount"];
        /** Update a financial activity to account mapping */
        put: operations["updateFinancialactivityaccount"];
        post?: never;
        /** Delete a financial activity to account mapping */
        delete: operations["deleteFinancialactivityaccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountingrules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounting rules */
        get: operations["retrieveAllAccountingrules"];
        put?: never;
        /** Create an accounting rule */
        post: operations["createAccountingrule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountingrules/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounting rule template */
        get: operations["retrieveAccountingruleTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accountingrules/{accountingRuleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an accounting rule */
        get: operations["retrieveAccountingrule"];
        /** Update an accounting rule */
        put: operations["updateAccountingrule"];
        post?: never;
        /** Delete an accounting rule */
        delete: operations["deleteAccountingrule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journalentries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List journal entries */
        get: operations["retrieveAllJournalentries"];
        put?: never;
        /** Create a manual journal entry, define opening balances, or update running balances */
        post: operations["createGLJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journalentries/openingbalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opening balances of an office */
        get: operations["retrieveAllJournalentryOpeningbalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journalentries/provisioning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Journal entries of a provisioning entry */
        get: operations["retrieveAllJournalentryProvisioning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journalentries/{journalEntryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a journal entry */
        get: operations["retrieveJournalentry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journalentries/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse the journal entries of a transaction */
        post: operations["createReversalJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List charges */
        get: operations["retrieveAllCharges"];
        put?: never;
        /** Create a charge */
        post: operations["createCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Charge template */
        get: operations["retrieveChargeTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges/{chargeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a charge (template=true adds the option lists) */
        get: operations["retrieveCharge"];
        /** Update a charge */
        put: operations["updateCharge"];
        post?: never;
        /** Delete a charge (a soft delete) */
        delete: operations["deleteCharge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/component": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tax components */
        get: operations["retrieveAllTaxComponent"];
        put?: never;
        /** Create a tax component */
        post: operations["createTaxComponent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/component/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax component template */
        get: operations["retrieveTaxComponentTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/component/{taxComponentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tax component */
        get: operations["retrieveTaxComponent"];
        /** Update a tax component (name, or a new percentage from a start date) */
        put: operations["updateTaxComponent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tax groups */
        get: operations["retrieveAllTaxGroup"];
        put?: never;
        /** Create a tax group */
        post: operations["createTaxGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/group/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax group template */
        get: operations["retrieveTaxGroupTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxes/group/{taxGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tax group (template=true adds taxComponents) */
        get: operations["retrieveTaxGroup"];
        /** Update a tax group (name, new components, end dates) */
        put: operations["updateTaxGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delinquency/ranges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List delinquency ranges */
        get: operations["retrieveAllDelinquencyRanges"];
        put?: never;
        /**
         * Create a delinquency range
         * @description Needs the matching DELINQUENCY_BUCKET permission as well (as Fineract).
         */
        post: operations["createDelinquencyRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delinquency/ranges/{delinquencyRangeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a delinquency range */
        get: operations["retrieveDelinquencyRange"];
        /**
         * Update a delinquency range
         * @description Needs the matching DELINQUENCY_BUCKET permission as well (as Fineract).
         */
        put: operations["updateDelinquencyRange"];
        post?: never;
        /**
         * Delete a delinquency range
         * @description Needs the matching DELINQUENCY_BUCKET permission as well (as Fineract). Refused while a bucket or a loan refers to the range.
         */
        delete: operations["deleteDelinquencyRange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delinquency/buckets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List delinquency buckets */
        get: operations["retrieveAllDelinquencyBuckets"];
        put?: never;
        /** Create a delinquency bucket */
        post: operations["createDelinquencyBucket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delinquency/buckets/{delinquencyBucketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a delinquency bucket */
        get: operations["retrieveDelinquencyBucket"];
        /** Update a delinquency bucket */
        put: operations["updateDelinquencyBucket"];
        post?: never;
        /**
         * Delete a delinquency bucket
         * @description Refused while a loan product or a loan refers to the bucket.
         */
        delete: operations["deleteDelinquencyBucket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collateral-management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List collateral types */
        get: operations["retrieveAllCollateralManagement"];
        put?: never;
        /** Create a collateral type */
        post: operations["createCollateralManagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collateral-management/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Collateral type template: the platform currencies */
        get: operations["retrieveCollateralManagementTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collateral-management/{collateralId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a collateral type */
        get: operations["retrieveCollateralManagement"];
        /** Update a collateral type */
        put: operations["updateCollateralManagement"];
        post?: never;
        /** Delete a collateral type (refused while clients hold it) */
        delete: operations["deleteCollateralManagement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client template: offices, staff, code value options, legal forms (or a command’s reasons with commandParam) */
        get: operations["retrieveClientTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List clients (paged, filtered) */
        get: operations["retrieveAllClients"];
        put?: never;
        /** Create a client (pending, or active with active=true and activationDate) */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client (template=true adds the option lists) */
        get: operations["retrieveClient"];
        /** Update a client */
        put: operations["updateClient"];
        /** Change a client’s status, staff or office (?command=activate, close, reject, withdraw, … transfers) */
        post: operations["applyClientCommand"];
        /** Delete a pending client */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/external-id/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client by external id */
        get: operations["retrieveClientExternalId"];
        /** Update a client by external id */
        put: operations["updateClientExternalId"];
        /** Change a client’s status, staff or office, by external id */
        post: operations["applyClientExternalIdCommand"];
        /** Delete a pending client by external id */
        delete: operations["deleteClientExternalId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/transferproposaldate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The date of the client’s proposed transfer */
        get: operations["retrieveAllClientTransferproposaldate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/external-id/{externalId}/transferproposaldate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The date of the client’s proposed transfer, by external id */
        get: operations["retrieveAllClientExternalIdTransferproposaldate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/identifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the identifiers of a client */
        get: operations["retrieveAllClientIdentifiers"];
        put?: never;
        /** Add an identifier to a client */
        post: operations["createClientIdentifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/identifiers/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client identifier template: the document types */
        get: operations["retrieveClientIdentifierTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/identifiers/{identifierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client identifier (template=true adds the document types) */
        get: operations["retrieveClientIdentifier"];
        /** Update a client identifier */
        put: operations["updateClientIdentifier"];
        post?: never;
        /** Delete a client identifier */
        delete: operations["deleteClientIdentifier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/addresses/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Address template: countries, states, address types */
        get: operations["retrieveClientAddressTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/{clientId}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the addresses of a client (?type=, ?status=true|false) */
        get: operations["retrieveAllClientAddresses"];
        /** Update an address (addressId) of a client (needs enable-address) */
        put: operations["updateClientAddress"];
        /** Add an address of type ?type= to a client (needs enable-address) */
        post: operations["createClientAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fieldconfiguration/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Field configuration of an entity (ADDRESS): enabled and mandatory fields, patterns */
        get: operations["retrieveFieldconfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/familymembers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the family members of a client
         * @description Needs READ_FAMILYMEMBERS, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveAllClientFamilymembers"];
        put?: never;
        /** Add a family member to a client */
        post: operations["createClientFamilymember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/familymembers/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Family member template: relationships, genders, marital statuses, professions
         * @description Needs READ_FAMILYMEMBERS, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveClientFamilymemberTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/familymembers/{familyMemberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a family member of a client
         * @description Needs READ_FAMILYMEMBERS, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).
         */
        get: operations["retrieveClientFamilymember"];
        /** Update a family member of a client */
        put: operations["updateClientFamilymember"];
        post?: never;
        /** Delete a family member of a client */
        delete: operations["deleteClientFamilymember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the charges of a client (paged; chargeStatus, pendingPayment) */
        get: operations["retrieveAllClientCharges"];
        put?: never;
        /** Apply a charge to an active client */
        post: operations["createClientCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/charges/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client charge template: the active charges that apply to clients */
        get: operations["retrieveClientChargeTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/charges/{chargeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a charge of a client (associations=transactions adds its transactions) */
        get: operations["retrieveClientCharge"];
        put?: never;
        /** Pay (?command=paycharge) or waive (?command=waive) a charge of a client */
        post: operations["applyClientChargeCommand"];
        /** Delete a charge of a client that nothing was paid or waived on */
        delete: operations["deleteClientCharge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the transactions of a client, newest first (paged) */
        get: operations["retrieveAllClientTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a transaction of a client */
        get: operations["retrieveClientTransaction"];
        put?: never;
        /** Undo a transaction of a client (?command=undo) */
        post: operations["applyClientTransactionCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/collaterals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a client's collaterals (prodId: only those in the loan product's currency) */
        get: operations["retrieveAllClientCollaterals"];
        put?: never;
        /** Add a collateral to a client */
        post: operations["createClientCollateral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/collaterals/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client collateral template: the client's collaterals to pledge from */
        get: operations["retrieveClientCollateralTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/collaterals/{clientCollateralId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client collateral */
        get: operations["retrieveClientCollateral"];
        /** Update a client collateral's quantity */
        put: operations["updateClientCollateral"];
        post?: never;
        /** Delete a client collateral */
        delete: operations["deleteClientCollateral"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client’s accounts: loans, savings, shares and loans it guarantees (empty lists left out) */
        get: operations["retrieveAssociatedAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/external-id/{externalId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client’s accounts, the client named by external id */
        get: operations["retrieveAssociatedAccountsByExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Group template: offices, staff, roles (centers with center=true; a center's group with centerId; closure reasons with command=close) */
        get: operations["retrieveGroupTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List groups (array, or a page with paged=true) */
        get: operations["retrieveAllGroups"];
        put?: never;
        /** Create a group (pending, or active with active=true and activationDate; under a center with centerId) */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a group (associations, roleId, template=true) */
        get: operations["retrieveGroup"];
        /** Update a group */
        put: operations["updateGroup"];
        /** Group commands: activate, associate / disassociate / transfer clients, assign / unassign staff, close, assign / unassign / update a role */
        post: operations["applyGroupCommand"];
        /** Delete a pending group */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}/command/unassign_staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unassign the staff member of a group or center */
        post: operations["createGroupCommandUnassignStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/centers/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Center template: offices, staff (closure reasons with command=close) */
        get: operations["retrieveCenterTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List centers (array, or a page with paged=true) */
        get: operations["retrieveAllCenters"];
        put?: never;
        /** Create a center (pending, or active with active=true and activationDate) */
        post: operations["createCenter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/centers/{centerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a center (associations=groupMembers, template=true) */
        get: operations["retrieveCenter"];
        /** Update a center */
        put: operations["updateCenter"];
        /** Center commands: activate, close, associate / disassociate groups */
        post: operations["applyCenterCommand"];
        /** Delete a pending center */
        delete: operations["deleteCenter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{groupId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group’s accounts: its own and its members’ loans and savings (empty lists left out) */
        get: operations["retrieveGroupAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/centers/{centerId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A center’s accounts: its own and its members’ loans and savings (empty lists left out) */
        get: operations["retrieveCenterAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List scheduler jobs */
        get: operations["retrieveAllJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the jobs whose business steps can be configured
         * @description Fineract guards it with no permission code: any signed-in user may read it.
         */
        get: operations["retrieveAllJobNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/short-name/{shortName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a job by short name */
        get: operations["retrieveJobShortName"];
        /** Update a job by short name */
        put: operations["updateJobShortName"];
        /** Run a job now, by short name (command=executeJob) */
        post: operations["applyJobShortNameCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/short-name/{shortName}/runhistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the runs of a job, by short name */
        get: operations["retrieveAllJobShortNameRunhistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a job */
        get: operations["retrieveJob"];
        /** Update a job (display name, cron expression, active) */
        put: operations["updateJob"];
        /** Run a job now (command=executeJob) */
        post: operations["applyJobCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{jobId}/runhistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the runs of a job */
        get: operations["retrieveAllJobRunhistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scheduler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the scheduler status */
        get: operations["retrieveAllScheduler"];
        put?: never;
        /**
         * Start or stop the scheduler (command=start|stop)
         * @description Not a pipeline command (Fineract keeps no audit row for it); needs UPDATE_SCHEDULER.
         */
        post: operations["createScheduler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/is-catch-up-running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a loan close-of-business catch-up is running, and the date it processes */
        get: operations["retrieveAllLoanIsCatchUpRunning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/locked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loans locked by close-of-business processing */
        get: operations["retrieveAllLoanLocked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: check a username and password and get the user, roles and permissions */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userdetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (OAuth 2.0 bearer or HTTP Basic): office, roles, permissions */
        get: operations["retrieveAllUserdetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the users of your office and the offices below it */
        get: operations["retrieveAllUsers"];
        put?: never;
        /** Create a user */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options for a new user: offices and roles */
        get: operations["retrieveUserTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user */
        get: operations["retrieveUser"];
        /** Update a user (details, office, roles, password) */
        put: operations["updateUser"];
        post?: never;
        /** Delete a user (kept, flagged deleted) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles */
        get: operations["retrieveAllRoles"];
        put?: never;
        /** Create a role */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a role */
        get: operations["retrieveRole"];
        /** Update a role */
        put: operations["updateRole"];
        /** Enable or disable a role */
        post: operations["applyRoleCommand"];
        /** Delete a role no user holds */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/{roleId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a role with every permission, selected when the role holds it */
        get: operations["retrieveAllRolePermissions"];
        /** Grant or revoke permissions of a role */
        put: operations["updateRolePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List permissions (or their maker-checker switches) */
        get: operations["retrieveAllPermissions"];
        /** Switch maker-checker on or off per permission */
        put: operations["updatePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passwordpreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the active password validation policy */
        get: operations["retrieveAllPasswordpreferences"];
        /** Choose the active password validation policy */
        put: operations["updatePasswordpreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/passwordpreferences/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every password validation policy */
        get: operations["retrievePasswordpreferenceTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ways the signed-in user can receive a one-time code */
        get: operations["retrieveAllTwofactor"];
        put?: never;
        /** Send a one-time code by a delivery method (email, sms; totp sends nothing) */
        post: operations["createTwofactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the one-time code for a two-factor access token */
        post: operations["createTwofactorValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor/invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate a two-factor access token of the caller (sign out) */
        post: operations["createTwofactorInvalidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor/configure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Two-factor settings: code length and lifetime, token lifetimes, email and SMS texts */
        get: operations["retrieveAllTwofactorConfigure"];
        /** Change two-factor settings */
        put: operations["updateTwofactorConfigure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator app (TOTP): a new secret and otpauth:// URI, shown once */
        post: operations["createTwofactorTotp"];
        /** Remove the authenticator app of the signed-in user */
        delete: operations["deleteTwofactorTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/twofactor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the authenticator app with its first code; then `totp` is a delivery method */
        post: operations["createTwofactorTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/adhocquery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved ad-hoc queries
         * @description Needs CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ.
         */
        get: operations["retrieveAllAdhocquery"];
        put?: never;
        /** Save an ad-hoc query (always inactive) */
        post: operations["createAdhocquery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/adhocquery/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ad-hoc query template (run frequencies)
         * @description Needs CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ.
         */
        get: operations["retrieveAdhocqueryTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/adhocquery/{adHocId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a saved ad-hoc query
         * @description Needs CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS or ALL_FUNCTIONS_READ.
         */
        get: operations["retrieveAdhocquery"];
        /** Update a saved ad-hoc query */
        put: operations["updateAdhocquery"];
        post?: never;
        /** Delete a saved ad-hoc query (its destination table stays) */
        delete: operations["deleteAdhocquery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{resourceId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the client notes of a record, newest first */
        get: operations["retrieveAllClientNotes"];
        put?: never;
        /** Add a client note */
        post: operations["createClientNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{resourceId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client note */
        get: operations["retrieveClientNote"];
        /** Change a client note */
        put: operations["updateClientNote"];
        post?: never;
        /** Delete a client note */
        delete: operations["deleteClientNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{resourceId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the group notes of a record, newest first */
        get: operations["retrieveAllGroupNotes"];
        put?: never;
        /** Add a group note */
        post: operations["createGroupNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups/{resourceId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a group note */
        get: operations["retrieveGroupNote"];
        /** Change a group note */
        put: operations["updateGroupNote"];
        post?: never;
        /** Delete a group note */
        delete: operations["deleteGroupNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{resourceId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the loan notes of a record, newest first */
        get: operations["retrieveAllLoanNotes"];
        put?: never;
        /** Add a loan note */
        post: operations["createLoanNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{resourceId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a loan note */
        get: operations["retrieveLoanNote"];
        /** Change a loan note */
        put: operations["updateLoanNote"];
        post?: never;
        /** Delete a loan note */
        delete: operations["deleteLoanNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loanTransactions/{resourceId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the loan transaction notes of a record, newest first */
        get: operations["retrieveAllLoanTransactionNotes"];
        put?: never;
        /** Add a loan transaction note */
        post: operations["createLoanTransactionNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loanTransactions/{resourceId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a loan transaction note */
        get: operations["retrieveLoanTransactionNote"];
        /** Change a loan transaction note */
        put: operations["updateLoanTransactionNote"];
        post?: never;
        /** Delete a loan transaction note */
        delete: operations["deleteLoanTransactionNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/savings/{resourceId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the savings account notes of a record, newest first */
        get: operations["retrieveAllSavingNotes"];
        put?: never;
        /** Add a savings account note */
        post: operations["createSavingNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/savings/{resourceId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a savings account note */
        get: operations["retrieveSavingNote"];
        /** Change a savings account note */
        put: operations["updateSavingNote"];
        post?: never;
        /** Delete a savings account note */
        delete: operations["deleteSavingNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{entityType}/{entityId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a record's documents
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups.
         */
        get: operations["retrieveAllDocuments"];
        put?: never;
        /**
         * Attach a document (multipart form: name, description, file)
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{entityType}/{entityId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups.
         */
        get: operations["retrieveDocument"];
        /**
         * Change a document's name or description, or replace its file (multipart form)
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups.
         */
        put: operations["updateDocument"];
        post?: never;
        /**
         * Delete a document and its file
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/{entityType}/{entityId}/documents/{documentId}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document's file
         * @description entityType: clients, client_identifiers, staff, loans, savings or groups. Answers the file with its content type, as an attachment.
         */
        get: operations["downloadDocumentAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client's image: a data URL as text, or the file with ?output=octet|inline_octet */
        get: operations["retrieveAllClientImages"];
        /** Replace a client's image (as POST) */
        put: operations["updateClientImage"];
        /** Upload a client's image (data URL text or multipart form) */
        post: operations["createClientImage"];
        /** Delete a client's image */
        delete: operations["deleteClientImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find clients, groups and client identifiers by number, name, external id or mobile number */
        get: operations["retrieveAllSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options of the advanced search: loan products and offices */
        get: operations["retrieveSearchTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/clients/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search clients by text (display name, account number, external id, mobile number), paged and sorted */
        post: operations["searchByText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description [year, month, day] */
        LocalDate: number[];
        /** @description An enum value: id, code and English text */
        EnumOption: {
            id: number;
            code: string;
            value: string;
        };
        ErrorParameter: {
            developerMessage: string;
            defaultUserMessage: string;
            userMessageGlobalisationCode: string;
            parameterName: string;
            value?: unknown;
            args?: {
                value: unknown;
            }[];
        };
        ErrorEnvelope: {
            developerMessage: string;
            /** @description the HTTP status, as a string */
            httpStatusCode: string;
            defaultUserMessage: string;
            userMessageGlobalisationCode: string;
            errors?: components["schemas"]["ErrorParameter"][];
        } & {
            [key: string]: unknown;
        };
        CommandResult: {
            commandId?: number;
            officeId?: number;
            groupId?: number;
            clientId?: number;
            loanId?: number;
            savingsId?: number;
            resourceId?: number;
            subResourceId?: number;
            productId?: number;
            transactionId?: string;
            resourceIdentifier?: string;
            resourceExternalId?: string;
            /** @description the changed members with their new values */
            changes?: {
                [key: string]: unknown;
            };
        };
        /** @description The command waits for approval; commandId is its audit id */
        PendingCommandResult: {
            commandId: number;
            rollbackTransaction: boolean;
        };
        /** @description One page of a list: the count of all matching records and this page's items */
        Page: {
            totalFilteredRecords: number;
            pageItems: unknown[];
        };
    };
    responses: {
        /** @description Validation failed (every failed rule listed), or an unsupported parameter */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No or bad credentials */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing permission, or a business rule refuses the request */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No resource with this id, or no such path */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A request with this Idempotency-Key is still being processed, or the resource is locked */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The Idempotency-Key was used before for another request */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request cannot be processed yet */
        TooEarly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many sign-in attempts; retry after the Retry-After seconds */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected failure (no internals are disclosed) */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    grant_type: "password" | "refresh_token";
                    /** @description any client name, e.g. community-app */
                    client_id: string;
                    /** @description accepted and not checked */
                    client_secret?: string;
                    /** @description password grant */
                    username?: string;
                    /** @description password grant */
                    password?: string;
                    /** @description refresh_token grant */
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description a JWT for `Authorization: Bearer` */
                        access_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        /** @description seconds */
                        expires_in: number;
                        refresh_token: string;
                        scope: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type";
                        error_description: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List global configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        globalConfiguration: {
                            id: number;
                            name: string;
                            enabled: boolean;
                            value?: number;
                            dateValue?: components["schemas"]["LocalDate"];
                            stringValue?: string;
                            description?: string;
                            trapDoor: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveConfigurationName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a global configuration by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        enabled: boolean;
                        value?: number;
                        dateValue?: components["schemas"]["LocalDate"];
                        stringValue?: string;
                        description?: string;
                        trapDoor: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateConfigurationName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    value?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    dateValue?: string;
                    stringValue?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a global configuration by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                configId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a global configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        enabled: boolean;
                        value?: number;
                        dateValue?: components["schemas"]["LocalDate"];
                        stringValue?: string;
                        description?: string;
                        trapDoor: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                configId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    value?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    dateValue?: string;
                    stringValue?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a global configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllBusinessdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List business dates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        type: "BUSINESS_DATE" | "COB_DATE";
                        /** @description [year, month, day] */
                        date: number[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createBusinessdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: "BUSINESS_DATE" | "COB_DATE";
                    /** @description Date in `dateFormat`. */
                    date: string;
                    /**
                     * @example yyyy-MM-dd
                     * @example dd MMMM yyyy
                     */
                    dateFormat: string;
                    /** @example en */
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Set a business date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes?: {
                            [key: string]: number[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveBusinessdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a business date by type (BUSINESS_DATE or COB_DATE) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        type: "BUSINESS_DATE" | "COB_DATE";
                        /** @description [year, month, day] */
                        date: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllAudits: {
        parameters: {
            query?: {
                actionName?: string;
                entityName?: string;
                resourceId?: string;
                makerId?: string;
                /** @description yyyy-MM-dd HH:mm:ss (UTC) */
                makerDateTimeFrom?: string;
                makerDateTimeTo?: string;
                checkerId?: string;
                checkerDateTimeFrom?: string;
                checkerDateTimeTo?: string;
                processingResult?: string;
                officeId?: string;
                groupId?: string;
                clientId?: string;
                loanid?: string;
                savingsAccountId?: string;
                /** @description true: answer {totalFilteredRecords, pageItems} */
                paged?: string;
                offset?: string;
                limit?: string;
                /** @description id, actionName, entityName, resourceId, madeOnDate, processingResult */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search the audit trail of commands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        actionName: string;
                        entityName: string;
                        resourceId?: number;
                        subresourceId?: number;
                        maker?: string;
                        /** @description epoch milliseconds */
                        madeOnDate: number;
                        checker?: string;
                        /** @description epoch milliseconds */
                        checkedOnDate?: number;
                        /**
                         * @example processed
                         * @example awaiting.approval
                         * @example rejected
                         */
                        processingResult: string;
                        /** @description request body, secrets masked (GET one only) */
                        commandAsJson?: string;
                        officeName?: string;
                        clientId?: number;
                        loanId?: number;
                        url: string;
                    }[] | {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            actionName: string;
                            entityName: string;
                            resourceId?: number;
                            subresourceId?: number;
                            maker?: string;
                            /** @description epoch milliseconds */
                            madeOnDate: number;
                            checker?: string;
                            /** @description epoch milliseconds */
                            checkedOnDate?: number;
                            /**
                             * @example processed
                             * @example awaiting.approval
                             * @example rejected
                             */
                            processingResult: string;
                            /** @description request body, secrets masked (GET one only) */
                            commandAsJson?: string;
                            officeName?: string;
                            clientId?: number;
                            loanId?: number;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllAuditSearchtemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options for an audit search: users, action names, entity names, processing results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appUsers: {
                            id: number;
                            username: string;
                        }[];
                        actionNames: string[];
                        entityNames: string[];
                        processingResults: {
                            id: number;
                            processingResult: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                auditId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get one audit entry with its request JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        actionName: string;
                        entityName: string;
                        resourceId?: number;
                        subresourceId?: number;
                        maker?: string;
                        /** @description epoch milliseconds */
                        madeOnDate: number;
                        checker?: string;
                        /** @description epoch milliseconds */
                        checkedOnDate?: number;
                        /**
                         * @example processed
                         * @example awaiting.approval
                         * @example rejected
                         */
                        processingResult: string;
                        /** @description request body, secrets masked (GET one only) */
                        commandAsJson?: string;
                        officeName?: string;
                        clientId?: number;
                        loanId?: number;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllMakercheckers: {
        parameters: {
            query?: {
                actionName?: string;
                entityName?: string;
                resourceId?: string;
                makerId?: string;
                /** @description yyyy-MM-dd HH:mm:ss (UTC) */
                makerDateTimeFrom?: string;
                makerDateTimeTo?: string;
                checkerId?: string;
                checkerDateTimeFrom?: string;
                checkerDateTimeTo?: string;
                processingResult?: string;
                officeId?: string;
                groupId?: string;
                clientId?: string;
                loanid?: string;
                savingsAccountId?: string;
                /** @description true: answer {totalFilteredRecords, pageItems} */
                paged?: string;
                offset?: string;
                limit?: string;
                /** @description id, actionName, entityName, resourceId, madeOnDate, processingResult */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Commands awaiting approval that the user may check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        actionName: string;
                        entityName: string;
                        resourceId?: number;
                        subresourceId?: number;
                        maker?: string;
                        /** @description epoch milliseconds */
                        madeOnDate: number;
                        checker?: string;
                        /** @description epoch milliseconds */
                        checkedOnDate?: number;
                        /**
                         * @example processed
                         * @example awaiting.approval
                         * @example rejected
                         */
                        processingResult: string;
                        /** @description request body, secrets masked (GET one only) */
                        commandAsJson?: string;
                        officeName?: string;
                        clientId?: number;
                        loanId?: number;
                        url: string;
                    }[] | {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            actionName: string;
                            entityName: string;
                            resourceId?: number;
                            subresourceId?: number;
                            maker?: string;
                            /** @description epoch milliseconds */
                            madeOnDate: number;
                            checker?: string;
                            /** @description epoch milliseconds */
                            checkedOnDate?: number;
                            /**
                             * @example processed
                             * @example awaiting.approval
                             * @example rejected
                             */
                            processingResult: string;
                            /** @description request body, secrets masked (GET one only) */
                            commandAsJson?: string;
                            officeName?: string;
                            clientId?: number;
                            loanId?: number;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllMakercheckerSearchtemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search options for the checker inbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appUsers: {
                            id: number;
                            username: string;
                        }[];
                        actionNames: string[];
                        entityNames: string[];
                        processingResults: {
                            id: number;
                            processingResult: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyMakercheckerCommand: {
        parameters: {
            query: {
                command: "approve" | "reject";
            };
            header?: never;
            path: {
                auditId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approve (runs it) or reject a command awaiting approval */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteMakerchecker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                auditId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a command awaiting approval */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        systemDefined: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Create a code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        systemDefined: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Rename a code (not a system-defined one) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a code with its values (not a system-defined one) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCodeCodevalues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a code's values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        position: number;
                        description?: string;
                        active: boolean;
                        mandatory: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createCodeCodevalue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    description?: string;
                    position?: number;
                    /** @description default true */
                    isActive?: boolean;
                    /** @description create only; default false */
                    isMandatory?: boolean;
                };
            };
        };
        responses: {
            /** @description Add a value to a code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCodeCodevalue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
                codeValueId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a code value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        position: number;
                        description?: string;
                        active: boolean;
                        mandatory: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCodeCodevalue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
                codeValueId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    description?: string;
                    position?: number;
                    /** @description default true */
                    isActive?: boolean;
                    /** @description create only; default false */
                    isMandatory?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a code value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteCodeCodevalue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeId: number;
                codeValueId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a code value that nothing uses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllEntityDatatableChecks: {
        parameters: {
            query?: {
                /** @description status code, e.g. 100 */
                status?: string;
                /** @description e.g. m_client */
                entity?: string;
                productId?: string;
                offset?: string;
                /** @description absent or 0: all */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List entity datatable checks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            entity: string;
                            status?: components["schemas"]["EnumOption"];
                            datatableName: string;
                            systemDefined: boolean;
                            order: number;
                            productId?: number;
                            productName?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createEntityDatatableCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description m_client, m_group, m_loan or m_savings_account (the entities that take checks) */
                    entity: string;
                    /** @description one of the entity's check statuses (template) */
                    status: number;
                    /** @description a registered datatable with a column pointing at the entity */
                    datatableName: string;
                    systemDefined?: boolean;
                    /** @description loan or savings product (m_loan, m_savings_account only) */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description Create an entity datatable check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveEntityDatatableCheckTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entities, statuses, datatables and products for a new entity datatable check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entities: string[];
                        statusClient: {
                            name: string;
                            code: number;
                        }[];
                        statusGroup: {
                            name: string;
                            code: number;
                        }[];
                        statusSavings: {
                            name: string;
                            code: number;
                        }[];
                        statusLoans: {
                            name: string;
                            code: number;
                        }[];
                        datatables: {
                            entity: string;
                            dataTableName: string;
                        }[];
                        loanProductDatas: {
                            id: number;
                            name: string;
                        }[];
                        savingsProductDatas: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteEntityDatatableCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityDatatableCheckId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an entity datatable check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveExternalservice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description S3, SMTP, SMS or NOTIFICATION */
                servicename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the settings of an external service (S3, SMTP, SMS, NOTIFICATION); secrets masked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** @description secrets read as XXXX; omitted when unset */
                        value?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateExternalservice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description S3, SMTP, SMS or NOTIFICATION */
                servicename: string;
            };
            cookie?: never;
        };
        /** @description Property name → value. SMTP: username, password, host, port, useTLS, fromEmail, fromName. SMS: host_name, port_number, end_point, tenant_app_key. S3: s3_access_key, s3_bucket_name, s3_secret_key. NOTIFICATION: server_key, gcm_end_point, fcm_end_point. A secret sent as XXXX stays unchanged. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string | number | boolean | null;
                };
            };
        };
        responses: {
            /** @description Change settings of an external service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllNotifications: {
        parameters: {
            query?: {
                /** @description `true` lists read and unread notifications; otherwise only unread ones. */
                isRead?: string;
                offset?: string;
                limit?: string;
                orderBy?: string;
                sortOrder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the signed-in user's notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            /**
                             * @example client
                             * @example loan
                             */
                            objectType: string;
                            objectId: number;
                            /**
                             * @example created
                             * @example approved
                             */
                            action: string;
                            /** @description The user whose action raised it; absent for system-generated ones. */
                            actorId?: number;
                            content: string;
                            isRead: boolean;
                            isSystemGenerated: boolean;
                            /**
                             * @description UTC, yyyy-MM-dd HH:mm:ss
                             * @example 2024-03-31 09:15:00
                             */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mark all of the signed-in user's notifications read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllDatatables: {
        parameters: {
            query?: {
                /**
                 * @description only the datatables of this application table
                 * @example m_client
                 */
                apptable?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the datatables the user may read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example m_client */
                        applicationTableName: string;
                        registeredTableName: string;
                        entitySubType?: string;
                        columnHeaderData: {
                            columnName: string;
                            /**
                             * @example VARCHAR
                             * @example INTEGER
                             * @example BIGINT
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example TEXT
                             */
                            columnType: string;
                            columnLength: number;
                            /**
                             * @example STRING
                             * @example TEXT
                             * @example INTEGER
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example CODELOOKUP
                             */
                            columnDisplayType: string;
                            isColumnNullable: boolean;
                            isColumnPrimaryKey: boolean;
                            isColumnUnique: boolean;
                            isColumnIndexed: boolean;
                            /** @description the allowed code values of a Dropdown (CODELOOKUP) column */
                            columnValues: {
                                id: number;
                                value: string;
                                score: number;
                            }[];
                            /** @description the code a Dropdown column draws from */
                            columnCode?: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createDatatable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    datatableName: string;
                    /**
                     * @example m_client
                     * @example m_group
                     * @example m_center
                     * @example m_office
                     */
                    apptableName: string;
                    /** @description Person or Entity, required for m_client */
                    entitySubType?: string;
                    multiRow?: boolean | string;
                    columns: {
                        name: string;
                        /** @description String, Number, Decimal, Boolean, Date, DateTime, Text or Dropdown */
                        type: string;
                        /** @description required for String */
                        length?: number | string;
                        mandatory?: boolean | string;
                        unique?: boolean | string;
                        indexed?: boolean | string;
                        /** @description the code of a Dropdown column */
                        code?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Create a datatable: a new table extending an application table */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        /** @description the datatable name */
                        resourceIdentifier?: string;
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveDatatable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a datatable with its columns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example m_client */
                        applicationTableName: string;
                        registeredTableName: string;
                        entitySubType?: string;
                        columnHeaderData: {
                            columnName: string;
                            /**
                             * @example VARCHAR
                             * @example INTEGER
                             * @example BIGINT
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example TEXT
                             */
                            columnType: string;
                            columnLength: number;
                            /**
                             * @example STRING
                             * @example TEXT
                             * @example INTEGER
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example CODELOOKUP
                             */
                            columnDisplayType: string;
                            isColumnNullable: boolean;
                            isColumnPrimaryKey: boolean;
                            isColumnUnique: boolean;
                            isColumnIndexed: boolean;
                            /** @description the allowed code values of a Dropdown (CODELOOKUP) column */
                            columnValues: {
                                id: number;
                                value: string;
                                score: number;
                            }[];
                            /** @description the code a Dropdown column draws from */
                            columnCode?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDatatable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatableName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apptableName?: string;
                    entitySubType?: string;
                    addColumns?: ({
                        name: string;
                        /** @description String, Number, Decimal, Boolean, Date, DateTime, Text or Dropdown */
                        type: string;
                        /** @description required for String */
                        length?: number | string;
                        mandatory?: boolean | string;
                        unique?: boolean | string;
                        indexed?: boolean | string;
                        /** @description the code of a Dropdown column */
                        code?: string;
                    } & {
                        after?: boolean | string;
                    })[];
                    changeColumns?: {
                        name: string;
                        newName?: string;
                        length?: number | string;
                        mandatory?: boolean | string;
                        unique?: boolean | string;
                        indexed?: boolean | string;
                        code?: string;
                        newCode?: string;
                        after?: boolean | string;
                    }[];
                    dropColumns?: {
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Change a datatable's application table, subtype or columns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        /** @description the datatable name */
                        resourceIdentifier?: string;
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDatatable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatableName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an empty datatable and its table */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        /** @description the datatable name */
                        resourceIdentifier?: string;
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyDatatableRegisterCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptable: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entitySubType?: string;
                    category?: number;
                };
            };
        };
        responses: {
            /** @description Register an existing table as a datatable of an application table */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        /** @description the datatable name */
                        resourceIdentifier?: string;
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyDatatableDeregisterCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deregister a datatable (the table stays; its permissions go) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        /** @description the datatable name */
                        resourceIdentifier?: string;
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    queryValues: {
        parameters: {
            query: {
                /** @description the column to match */
                columnFilter: string;
                /** @description the value it must equal */
                valueFilter?: string;
                /** @description comma-separated columns to answer */
                resultColumns: string;
            };
            header?: never;
            path: {
                datatable: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows of a datatable whose column equals a value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    advancedQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request: {
                        columnFilters?: {
                            column: string;
                            filters: {
                                /** @description EQ, NEQ, GT, GTE, LT, LTE, LIKE, NLIKE, BTW, NBTW, IN, NIN, NULL, NNULL */
                                operator: string;
                                values?: string[];
                            }[];
                        }[];
                        resultColumns?: string[];
                    };
                    page?: number;
                    size?: number;
                    sorts?: {
                        property: string;
                        direction?: string;
                    }[];
                    dateFormat?: string;
                    dateTimeFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Search a datatable: column filters, result columns, paging and sorting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            [key: string]: unknown;
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        first: boolean;
                        last: boolean;
                        empty: boolean;
                        sort: {
                            empty: boolean;
                            sorted: boolean;
                            unsorted: boolean;
                        };
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                            paged: boolean;
                            unpaged: boolean;
                            sort: {
                                empty: boolean;
                                sorted: boolean;
                                unsorted: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDatatableByAppTableId: {
        parameters: {
            query?: {
                /** @description `true`: column headers and rows of values (the web app's table format) */
                genericResultSet?: string;
                /** @description column names, each optionally followed by asc or desc, comma-separated */
                order?: string;
            };
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries of a record in a datatable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columnHeaders: {
                            columnName: string;
                            /**
                             * @example VARCHAR
                             * @example INTEGER
                             * @example BIGINT
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example TEXT
                             */
                            columnType: string;
                            columnLength: number;
                            /**
                             * @example STRING
                             * @example TEXT
                             * @example INTEGER
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example CODELOOKUP
                             */
                            columnDisplayType: string;
                            isColumnNullable: boolean;
                            isColumnPrimaryKey: boolean;
                            isColumnUnique: boolean;
                            isColumnIndexed: boolean;
                            /** @description the allowed code values of a Dropdown (CODELOOKUP) column */
                            columnValues: {
                                id: number;
                                value: string;
                                score: number;
                            }[];
                            /** @description the code a Dropdown column draws from */
                            columnCode?: string;
                        }[];
                        data: {
                            row: unknown[];
                        }[];
                    } | {
                        [key: string]: unknown;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDatatableEntryOnetoOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
            };
            cookie?: never;
        };
        /** @description column name → value, with dateFormat, dateTimeFormat and locale for dates and numbers */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Change a record's entry (one-row datatables) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        loanId?: number;
                        savingsId?: number;
                        transactionId?: string;
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createDatatableEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
            };
            cookie?: never;
        };
        /** @description column name → value, with dateFormat, dateTimeFormat and locale for dates and numbers */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Add an entry for a record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        loanId?: number;
                        savingsId?: number;
                        transactionId?: string;
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDatatableEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a record's entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        loanId?: number;
                        savingsId?: number;
                        transactionId?: string;
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDatatableManyEntry: {
        parameters: {
            query?: {
                /** @description `true`: column headers and rows of values (the web app's table format) */
                genericResultSet?: string;
                /** @description column names, each optionally followed by asc or desc, comma-separated */
                order?: string;
            };
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
                datatableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry of a multi-row datatable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columnHeaders: {
                            columnName: string;
                            /**
                             * @example VARCHAR
                             * @example INTEGER
                             * @example BIGINT
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example TEXT
                             */
                            columnType: string;
                            columnLength: number;
                            /**
                             * @example STRING
                             * @example TEXT
                             * @example INTEGER
                             * @example DECIMAL
                             * @example DATE
                             * @example DATETIME
                             * @example BOOLEAN
                             * @example CODELOOKUP
                             */
                            columnDisplayType: string;
                            isColumnNullable: boolean;
                            isColumnPrimaryKey: boolean;
                            isColumnUnique: boolean;
                            isColumnIndexed: boolean;
                            /** @description the allowed code values of a Dropdown (CODELOOKUP) column */
                            columnValues: {
                                id: number;
                                value: string;
                                score: number;
                            }[];
                            /** @description the code a Dropdown column draws from */
                            columnCode?: string;
                        }[];
                        data: {
                            row: unknown[];
                        }[];
                    } | {
                        [key: string]: unknown;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDatatableEntryOneToMany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
                datatableId: number;
            };
            cookie?: never;
        };
        /** @description column name → value, with dateFormat, dateTimeFormat and locale for dates and numbers */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Change one entry of a multi-row datatable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        loanId?: number;
                        savingsId?: number;
                        transactionId?: string;
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDatatableEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                datatable: string;
                apptableId: number;
                datatableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete one entry of a multi-row datatable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commandId?: number;
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        loanId?: number;
                        savingsId?: number;
                        transactionId?: string;
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                        rollbackTransaction?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllOffices: {
        parameters: {
            query?: {
                /** @description `true`: every office, not only those at or below the user's office */
                includeAllOffices?: string;
                /** @description id, name, externalId, openingDate, hierarchy, parentId */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List offices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        nameDecorated?: string;
                        externalId?: string;
                        openingDate: components["schemas"]["LocalDate"];
                        hierarchy?: string;
                        parentId?: number;
                        parentName?: string;
                        allowedParents?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createOffice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description mandatory on create */
                    parentId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory on create. */
                    openingDate?: string;
                    externalId?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create an office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveOfficeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Template for a new office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        nameDecorated?: string;
                        externalId?: string;
                        openingDate: components["schemas"]["LocalDate"];
                        hierarchy?: string;
                        parentId?: number;
                        parentName?: string;
                        allowedParents?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveOffice: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                officeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        nameDecorated?: string;
                        externalId?: string;
                        openingDate: components["schemas"]["LocalDate"];
                        hierarchy?: string;
                        parentId?: number;
                        parentName?: string;
                        allowedParents?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateOffice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                officeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description mandatory on create */
                    parentId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory on create. */
                    openingDate?: string;
                    externalId?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update an office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllStaff: {
        parameters: {
            query?: {
                officeId?: string;
                /** @description `true`: active staff of the office and the offices above it */
                staffInOfficeHierarchy?: string;
                loanOfficersOnly?: string;
                /** @description active (default), inactive or all */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List staff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname?: string;
                        lastname?: string;
                        displayName: string;
                        officeId?: number;
                        officeName?: string;
                        isLoanOfficer: boolean;
                        externalId?: string;
                        mobileNo?: string;
                        isActive: boolean;
                        joiningDate?: components["schemas"]["LocalDate"];
                        allowedOffices?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    firstname?: string;
                    lastname?: string;
                    isLoanOfficer?: boolean;
                    isActive?: boolean;
                    /** @description `false` skips the portfolio check when deactivating */
                    forceStatus?: boolean;
                    mobileNo?: string;
                    externalId?: string;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory on create. */
                    joiningDate?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a staff member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveStaff: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                staffId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a staff member (template=true adds allowedOffices) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstname?: string;
                        lastname?: string;
                        displayName: string;
                        officeId?: number;
                        officeName?: string;
                        isLoanOfficer: boolean;
                        externalId?: string;
                        mobileNo?: string;
                        isActive: boolean;
                        joiningDate?: components["schemas"]["LocalDate"];
                        allowedOffices?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    firstname?: string;
                    lastname?: string;
                    isLoanOfficer?: boolean;
                    isActive?: boolean;
                    /** @description `false` skips the portfolio check when deactivating */
                    forceStatus?: boolean;
                    mobileNo?: string;
                    externalId?: string;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory on create. */
                    joiningDate?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a staff member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllFunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List funds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        externalId?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createFund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    externalId?: string;
                };
            };
        };
        responses: {
            /** @description Create a fund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveFund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a fund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        externalId?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateFund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fundId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    externalId?: string;
                };
            };
        };
        responses: {
            /** @description Update a fund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllPaymenttypes: {
        parameters: {
            query?: {
                /** @description `true`: only types with a code name */
                onlyWithCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payment types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        description?: string;
                        isCashPayment?: boolean;
                        position: number;
                        codeName?: string;
                        isSystemDefined: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createPaymenttype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    isCashPayment?: boolean;
                    position?: number;
                    /** @description create only */
                    code_name?: string;
                    /** @description create only */
                    system_defined?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a payment type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrievePaymenttype: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentTypeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a payment type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        description?: string;
                        isCashPayment?: boolean;
                        position: number;
                        codeName?: string;
                        isSystemDefined: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updatePaymenttype: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentTypeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    isCashPayment?: boolean;
                    position?: number;
                    /** @description create only */
                    code_name?: string;
                    /** @description create only */
                    system_defined?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a payment type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deletePaymenttype: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentTypeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a payment type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve the currency configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        selectedCurrencyOptions: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        }[];
                        currencyOptions: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description at least one */
                    currencies: string[];
                };
            };
        };
        responses: {
            /** @description Update the currencies the organisation uses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            currencies: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAccountnumberformatTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account types and the prefix types each allows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        accountType?: components["schemas"]["EnumOption"];
                        prefixType?: components["schemas"]["EnumOption"];
                        prefixCharacter?: string;
                        accountTypeOptions?: components["schemas"]["EnumOption"][];
                        /** @description allowed prefix types, keyed by account type code */
                        prefixTypeOptions?: {
                            [key: string]: components["schemas"]["EnumOption"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllAccountnumberformats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List account number formats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        accountType?: components["schemas"]["EnumOption"];
                        prefixType?: components["schemas"]["EnumOption"];
                        prefixCharacter?: string;
                        accountTypeOptions?: components["schemas"]["EnumOption"][];
                        /** @description allowed prefix types, keyed by account type code */
                        prefixTypeOptions?: {
                            [key: string]: components["schemas"]["EnumOption"][];
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createAccountnumberformat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description create only, mandatory: 1 client, 2 loan, 3 savings, 4 center, 5 group, 6 shares, 7 working capital loan */
                    accountType?: number;
                    /** @description 1 office name, 101 client type, 201 loan product short name, 301 savings product short name, 401 prefix characters */
                    prefixType?: number;
                    /** @description mandatory with prefixType 401 */
                    prefixCharacter?: string;
                };
            };
        };
        responses: {
            /** @description Create the account number format of an account type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAccountnumberformat: {
        parameters: {
            query?: {
                /** @description `true` adds accountTypeOptions and prefixTypeOptions */
                template?: string;
            };
            header?: never;
            path: {
                accountNumberFormatId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an account number format (template=true adds the options for its account type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        accountType?: components["schemas"]["EnumOption"];
                        prefixType?: components["schemas"]["EnumOption"];
                        prefixCharacter?: string;
                        accountTypeOptions?: components["schemas"]["EnumOption"][];
                        /** @description allowed prefix types, keyed by account type code */
                        prefixTypeOptions?: {
                            [key: string]: components["schemas"]["EnumOption"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateAccountnumberformat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNumberFormatId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description create only, mandatory: 1 client, 2 loan, 3 savings, 4 center, 5 group, 6 shares, 7 working capital loan */
                    accountType?: number;
                    /** @description 1 office name, 101 client type, 201 loan product short name, 301 savings product short name, 401 prefix characters */
                    prefixType?: number;
                    /** @description mandatory with prefixType 401 */
                    prefixCharacter?: string;
                };
            };
        };
        responses: {
            /** @description Update an account number format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAccountnumberformat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountNumberFormatId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an account number format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllHolidays: {
        parameters: {
            query?: {
                /** @description only the holidays this office observes */
                officeId?: string;
                /** @description holidays starting on or after this date (needs dateFormat and locale) */
                fromDate?: string;
                /** @description holidays ending on or before this date (needs dateFormat and locale) */
                toDate?: string;
                dateFormat?: string;
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List holidays */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description?: string;
                        fromDate: components["schemas"]["LocalDate"];
                        toDate: components["schemas"]["LocalDate"];
                        repaymentsRescheduledTo?: components["schemas"]["LocalDate"];
                        status: components["schemas"]["EnumOption"];
                        /** @description 1 reschedule to next repayment date, 2 reschedule to the specified date */
                        reschedulingType: number;
                        /** @description GET /holidays/{id} only: the offices observing the holiday */
                        offices?: {
                            officeId: number;
                            name?: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique together with fromDate */
                    name?: string;
                    /** @description mandatory on create; in `dateFormat`, with `locale` */
                    fromDate?: string;
                    /** @description mandatory on create; not before fromDate */
                    toDate?: string;
                    /** @description 1 next repayment date, 2 (default) the date in repaymentsRescheduledTo */
                    reschedulingType?: number;
                    /** @description mandatory with reschedulingType 2: a working day outside the holiday, at most 30 days before or after it */
                    repaymentsRescheduledTo?: string;
                    description?: string;
                    /** @description mandatory on create */
                    offices?: {
                        officeId: number;
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a holiday (pending for activation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveHolidayTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rescheduling types for a holiday */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnumOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                holidayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a holiday */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description?: string;
                        fromDate: components["schemas"]["LocalDate"];
                        toDate: components["schemas"]["LocalDate"];
                        repaymentsRescheduledTo?: components["schemas"]["LocalDate"];
                        status: components["schemas"]["EnumOption"];
                        /** @description 1 reschedule to next repayment date, 2 reschedule to the specified date */
                        reschedulingType: number;
                        /** @description GET /holidays/{id} only: the offices observing the holiday */
                        offices?: {
                            officeId: number;
                            name?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                holidayId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique together with fromDate */
                    name?: string;
                    /** @description mandatory on create; in `dateFormat`, with `locale` */
                    fromDate?: string;
                    /** @description mandatory on create; not before fromDate */
                    toDate?: string;
                    /** @description 1 next repayment date, 2 (default) the date in repaymentsRescheduledTo */
                    reschedulingType?: number;
                    /** @description mandatory with reschedulingType 2: a working day outside the holiday, at most 30 days before or after it */
                    repaymentsRescheduledTo?: string;
                    description?: string;
                    /** @description mandatory on create */
                    offices?: {
                        officeId: number;
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a holiday (dates and offices only while pending) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyHolidayCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                holidayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activate a holiday */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                holidayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a holiday (marked deleted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllWorkingdays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the working days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        /** @description RRULE, e.g. `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR` */
                        recurrence?: string;
                        repaymentRescheduleType?: components["schemas"]["EnumOption"];
                        extendTermForDailyRepayments?: boolean;
                        extendTermForRepaymentsOnHolidays?: boolean;
                        repaymentRescheduleOptions: components["schemas"]["EnumOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateWorkingday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory: a weekly rule naming the working weekdays, `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR` */
                    recurrence: string;
                    /** @description 1 same day, 2 next working day, 3 next repayment meeting day, 4 previous working day */
                    repaymentRescheduleType?: number;
                    extendTermForDailyRepayments?: boolean;
                    extendTermForRepaymentsOnHolidays?: boolean;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update the working days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveWorkingdayTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Template for the working days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        /** @description RRULE, e.g. `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR` */
                        recurrence?: string;
                        repaymentRescheduleType?: components["schemas"]["EnumOption"];
                        extendTermForDailyRepayments?: boolean;
                        extendTermForRepaymentsOnHolidays?: boolean;
                        repaymentRescheduleOptions: components["schemas"]["EnumOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTellers: {
        parameters: {
            query?: {
                /** @description only the tellers of this office */
                officeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tellers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        officeId: number;
                        debitAccountId?: number;
                        creditAccountId?: number;
                        name: string;
                        description?: string;
                        startDate?: components["schemas"]["LocalDate"];
                        endDate?: components["schemas"]["LocalDate"];
                        /** @description PENDING, ACTIVE, INACTIVE, CLOSED (INVALID for an unknown stored code) */
                        status: string;
                        officeName: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTeller: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    officeId: number;
                    name: string;
                    description?: string;
                    /** @description first day; in `dateFormat`, needs `locale` */
                    startDate: string;
                    /** @description last day, not before startDate; in `dateFormat`, needs `locale` */
                    endDate?: string;
                    /** @description 100 pending, 300 active, 400 inactive, 600 closed */
                    status: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Create a teller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a teller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        officeId: number;
                        debitAccountId?: number;
                        creditAccountId?: number;
                        name: string;
                        description?: string;
                        startDate?: components["schemas"]["LocalDate"];
                        endDate?: components["schemas"]["LocalDate"];
                        /** @description PENDING, ACTIVE, INACTIVE, CLOSED (INVALID for an unknown stored code) */
                        status: string;
                        officeName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateTeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    officeId: number;
                    name: string;
                    description?: string;
                    /** @description first day; in `dateFormat`, needs `locale` */
                    startDate: string;
                    /** @description last day, not before startDate; in `dateFormat`, needs `locale` */
                    endDate?: string;
                    /** @description 100 pending, 300 active, 400 inactive, 600 closed */
                    status: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Update a teller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a teller without cashiers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTellerCashiers: {
        parameters: {
            query?: {
                /** @description accepted and ignored, as Fineract */
                fromdate?: string;
                /** @description accepted and ignored, as Fineract */
                todate?: string;
            };
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the cashiers of a teller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tellerId: number;
                        tellerName: string;
                        officeId: number;
                        officeName: string;
                        cashiers: {
                            id: number;
                            tellerId: number;
                            tellerName: string;
                            staffId: number;
                            staffName: string;
                            description?: string;
                            startDate: components["schemas"]["LocalDate"];
                            endDate: components["schemas"]["LocalDate"];
                            isFullDay: boolean;
                            /** @description H:mm, part-day cashiers only */
                            startTime?: string;
                            /** @description H:mm, part-day cashiers only */
                            endTime?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTellerCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a staff member of the teller office or an office above it */
                    staffId: number;
                    description?: string;
                    /** @description first day, within the teller dates; in `dateFormat`, needs `locale` */
                    startDate: string;
                    /** @description last day, within the teller dates; in `dateFormat`, needs `locale` */
                    endDate: string;
                    isFullDay: boolean;
                    /** @description mandatory when isFullDay is false */
                    hourStartTime?: number;
                    minStartTime?: number;
                    hourEndTime?: number;
                    minEndTime?: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Allocate a staff member as cashier of a teller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTellerCashierTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cashier template: the staff who may become cashiers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId: number;
                        officeName: string;
                        tellerId: number;
                        tellerName: string;
                        staffOptions?: {
                            id: number;
                            displayName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTellerCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retrieve a cashier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        tellerId: number;
                        tellerName: string;
                        staffId: number;
                        staffName: string;
                        description?: string;
                        startDate: components["schemas"]["LocalDate"];
                        endDate: components["schemas"]["LocalDate"];
                        isFullDay: boolean;
                        /** @description H:mm, part-day cashiers only */
                        startTime?: string;
                        /** @description H:mm, part-day cashiers only */
                        endTime?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateTellerCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a staff member of the teller office or an office above it */
                    staffId: number;
                    description?: string;
                    /** @description first day, within the teller dates; in `dateFormat`, needs `locale` */
                    startDate: string;
                    /** @description last day, within the teller dates; in `dateFormat`, needs `locale` */
                    endDate: string;
                    isFullDay: boolean;
                    /** @description mandatory when isFullDay is false */
                    hourStartTime?: number;
                    minStartTime?: number;
                    hourEndTime?: number;
                    minEndTime?: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Update a cashier allocation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTellerCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a cashier allocation without cash transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTellerCashierAllocate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description greater than zero; rounded to the currency decimal places */
                    txnAmount: number | string;
                    /** @description transaction date; in `dateFormat`, needs `locale` */
                    txnDate: string;
                    /** @description one of the organisation currencies */
                    currencyCode: string;
                    txnNote?: string;
                    entityType?: string;
                    entityId?: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Allocate cash to a cashier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTellerCashierSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description greater than zero; rounded to the currency decimal places */
                    txnAmount: number | string;
                    /** @description transaction date; in `dateFormat`, needs `locale` */
                    txnDate: string;
                    /** @description one of the organisation currencies */
                    currencyCode: string;
                    txnNote?: string;
                    entityType?: string;
                    entityId?: number;
                    dateFormat: string;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Settle cash from a cashier (at most what the cashier holds) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        subResourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTellerCashierTransactions: {
        parameters: {
            query?: {
                /** @description only this currency (mandatory for the summary) */
                currencyCode?: string;
                offset?: string;
                limit?: string;
                /** @description id, createdDate (default), txnDate, txnAmount */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the cash transactions of a cashier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            cashierId: number;
                            txnType: {
                                /** @description 101 allocate, 102 settle, 103 cash in, 104 cash out */
                                id: number;
                                value: string;
                            };
                            txnAmount: number;
                            txnDate: components["schemas"]["LocalDate"];
                            txnNote?: string;
                            entityType?: string;
                            entityId?: number;
                            /** @description ISO 8601 instant */
                            createdDate: string;
                            currencyCode?: string;
                            officeId: number;
                            officeName: string;
                            tellerId: number;
                            tellerName: string;
                            cashierName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTellerCashierTransactionTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cash transaction template: the cashier and the currencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashierId: number;
                        tellerId: number;
                        tellerName: string;
                        officeId: number;
                        officeName: string;
                        cashierName: string;
                        cashierData: {
                            id: number;
                            tellerId: number;
                            tellerName: string;
                            staffId: number;
                            staffName: string;
                            description?: string;
                            startDate: components["schemas"]["LocalDate"];
                            endDate: components["schemas"]["LocalDate"];
                            isFullDay: boolean;
                            /** @description H:mm, part-day cashiers only */
                            startTime?: string;
                            /** @description H:mm, part-day cashiers only */
                            endTime?: string;
                        };
                        startDate: components["schemas"]["LocalDate"];
                        endDate: components["schemas"]["LocalDate"];
                        currencyOptions: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTellerCashierSummaryandtransactions: {
        parameters: {
            query?: {
                /** @description only this currency (mandatory for the summary) */
                currencyCode?: string;
                offset?: string;
                limit?: string;
                /** @description id, createdDate (default), txnDate, txnAmount */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path: {
                tellerId: number;
                cashierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cash summary of a cashier in one currency, with its transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sumCashAllocation: number;
                        sumInwardCash: number;
                        sumOutwardCash: number;
                        sumCashSettlement: number;
                        /** @description allocations + cash in − cash out − settlements */
                        netCash: number;
                        officeName: string;
                        tellerId: number;
                        tellerName: string;
                        cashierId: number;
                        cashierName: string;
                        cashierTransactions: {
                            totalFilteredRecords: number;
                            pageItems: {
                                id: number;
                                cashierId: number;
                                txnType: {
                                    /** @description 101 allocate, 102 settle, 103 cash in, 104 cash out */
                                    id: number;
                                    value: string;
                                };
                                txnAmount: number;
                                txnDate: components["schemas"]["LocalDate"];
                                txnNote?: string;
                                entityType?: string;
                                entityId?: number;
                                /** @description ISO 8601 instant */
                                createdDate: string;
                                currencyCode?: string;
                                officeId: number;
                                officeName: string;
                                tellerId: number;
                                tellerName: string;
                                cashierName: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllEntitytoentitymapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the mapping types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        mappingTypes: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveEntitytoentitymapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mapId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get one mapping (a list of at most one) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        relationId: number;
                        fromId: number;
                        toId: number;
                        /** @description [year, month, day] */
                        startDate?: number[];
                        /** @description [year, month, day] */
                        endDate?: number[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateEntitytoentitymapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mapId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description office or role id (mandatory on create) */
                    fromId?: number;
                    /** @description loan product, savings product or charge id (mandatory on create) */
                    toId?: number;
                    startDate?: string;
                    /** @description not before startDate */
                    endDate?: string;
                    dateFormat?: string;
                    locale?: string;
                    /** @description update only: the relation (mapping type) id; accepted as Fineract sends it */
                    relId?: number;
                };
            };
        };
        responses: {
            /** @description Update a mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteEntitytoentitymapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mapId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveEntityToEntityMappingsByIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the relation (mapping type) id */
                mapId: number;
                /** @description 0: any */
                fromId: number;
                /** @description 0: any */
                toId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the mappings of a mapping type, by from and to id (0 = any) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mapId: number;
                        relationId: number;
                        fromId: number;
                        toId: number;
                        /** @description [year, month, day] */
                        startDate?: number[];
                        /** @description [year, month, day] */
                        endDate?: number[];
                        fromEntity?: string;
                        toEntity?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyEntitytoentitymappingCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                relId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description office or role id (mandatory on create) */
                    fromId?: number;
                    /** @description loan product, savings product or charge id (mandatory on create) */
                    toId?: number;
                    startDate?: string;
                    /** @description not before startDate */
                    endDate?: string;
                    dateFormat?: string;
                    locale?: string;
                    /** @description update only: the relation (mapping type) id; accepted as Fineract sends it */
                    relId?: number;
                };
            };
        };
        responses: {
            /** @description Create a mapping of a mapping type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllGlaccounts: {
        parameters: {
            query?: {
                /** @description 1 asset, 2 liability, 3 equity, 4 income, 5 expense */
                type?: string;
                /** @description 1 detail, 2 header */
                usage?: string;
                manualEntriesAllowed?: string;
                disabled?: string;
                fetchRunningBalance?: string;
                /** @description part of the name or GL code */
                searchParam?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List GL accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        parentId?: number;
                        glCode?: string;
                        disabled: boolean;
                        manualEntriesAllowed: boolean;
                        type: components["schemas"]["EnumOption"];
                        usage: components["schemas"]["EnumOption"];
                        description?: string;
                        nameDecorated?: string;
                        tagId?: {
                            id: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        /** @description with fetchRunningBalance=true */
                        organizationRunningBalance?: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGlaccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory on create; unique */
                    glCode?: string;
                    /** @description a header account of the same type */
                    parentId?: number;
                    /** @description mandatory on create: 1 asset … 5 expense */
                    type?: number;
                    /** @description mandatory on create: 1 detail, 2 header */
                    usage?: number;
                    /** @description mandatory on create */
                    manualEntriesAllowed?: boolean;
                    disabled?: boolean;
                    description?: string;
                    /** @description a value of the code named for the type (AssetAccountTags, …) */
                    tagId?: number;
                };
            };
        };
        responses: {
            /** @description Create a GL account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGlaccountTemplate: {
        parameters: {
            query?: {
                /** @description 1 asset … 5 expense (else asset) */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GL account template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        parentId?: number;
                        glCode?: string;
                        disabled: boolean;
                        manualEntriesAllowed: boolean;
                        type: components["schemas"]["EnumOption"];
                        usage: components["schemas"]["EnumOption"];
                        description?: string;
                        nameDecorated?: string;
                        tagId?: {
                            id: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        /** @description with fetchRunningBalance=true */
                        organizationRunningBalance?: number;
                        accountTypeOptions: components["schemas"]["EnumOption"][];
                        usageOptions: components["schemas"]["EnumOption"][];
                        assetHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        liabilityHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        equityHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        incomeHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        expenseHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        allowedAssetsTagOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedLiabilitiesTagOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedEquityTagOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedIncomeTagOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedExpensesTagOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGlaccount: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
                /** @description `true` adds organizationRunningBalance */
                fetchRunningBalance?: string;
            };
            header?: never;
            path: {
                glAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a GL account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        parentId?: number;
                        glCode?: string;
                        disabled: boolean;
                        manualEntriesAllowed: boolean;
                        type: components["schemas"]["EnumOption"];
                        usage: components["schemas"]["EnumOption"];
                        description?: string;
                        nameDecorated?: string;
                        tagId?: {
                            id: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        /** @description with fetchRunningBalance=true */
                        organizationRunningBalance?: number;
                        accountTypeOptions?: components["schemas"]["EnumOption"][];
                        usageOptions?: components["schemas"]["EnumOption"][];
                        assetHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        liabilityHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        equityHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        incomeHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        expenseHeaderAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        allowedAssetsTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedLiabilitiesTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedEquityTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedIncomeTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedExpensesTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateGlaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glAccountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory on create; unique */
                    glCode?: string;
                    /** @description a header account of the same type */
                    parentId?: number;
                    /** @description mandatory on create: 1 asset … 5 expense */
                    type?: number;
                    /** @description mandatory on create: 1 detail, 2 header */
                    usage?: number;
                    /** @description mandatory on create */
                    manualEntriesAllowed?: boolean;
                    disabled?: boolean;
                    description?: string;
                    /** @description a value of the code named for the type (AssetAccountTags, …) */
                    tagId?: number;
                };
            };
        };
        responses: {
            /** @description Update a GL account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteGlaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a GL account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllGlclosures: {
        parameters: {
            query?: {
                /** @description only this office (0 or absent: all) */
                officeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List accounting closures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        officeId: number;
                        officeName: string;
                        closingDate: components["schemas"]["LocalDate"];
                        deleted: boolean;
                        createdDate?: components["schemas"]["LocalDate"];
                        lastUpdatedDate?: components["schemas"]["LocalDate"];
                        createdByUserId?: number;
                        createdByUsername?: string;
                        lastUpdatedByUserId?: number;
                        lastUpdatedByUsername?: string;
                        comments?: string;
                        /** @description the offices the user sees with template=true, else empty */
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGlclosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description mandatory on create; in `dateFormat`, not after the business date */
                    closingDate?: string;
                    /** @description the only member an update changes */
                    comments?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create an accounting closure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGlclosure: {
        parameters: {
            query?: {
                /** @description `true` fills allowedOffices */
                template?: string;
            };
            header?: never;
            path: {
                glClosureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an accounting closure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        officeId: number;
                        officeName: string;
                        closingDate: components["schemas"]["LocalDate"];
                        deleted: boolean;
                        createdDate?: components["schemas"]["LocalDate"];
                        lastUpdatedDate?: components["schemas"]["LocalDate"];
                        createdByUserId?: number;
                        createdByUsername?: string;
                        lastUpdatedByUserId?: number;
                        lastUpdatedByUsername?: string;
                        comments?: string;
                        /** @description the offices the user sees with template=true, else empty */
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateGlclosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glClosureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description mandatory on create; in `dateFormat`, not after the business date */
                    closingDate?: string;
                    /** @description the only member an update changes */
                    comments?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update the comments of an accounting closure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteGlclosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glClosureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete the latest accounting closure of an office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllFinancialactivityaccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List financial activity to account mappings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        financialActivityData: {
                            id: number;
                            name: string;
                            /** @description ASSET, LIABILITY or EQUITY */
                            mappedGLAccountType: string;
                        };
                        glAccountData: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createFinancialactivityaccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create: 100, 101, 102, 103, 200, 201 or 300 */
                    financialActivityId?: number;
                    /** @description mandatory on create: a GL account of the type the activity needs */
                    glAccountId?: number;
                };
            };
        };
        responses: {
            /** @description Map a financial activity to a GL account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveFinancialactivityaccountTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Financial activity to account mapping template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glAccountOptions: {
                            assetAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            incomeAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            expenseAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            liabilityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            equityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                        };
                        financialActivityOptions: {
                            id: number;
                            name: string;
                            /** @description ASSET, LIABILITY or EQUITY */
                            mappedGLAccountType: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveFinancialactivityaccount: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                mappingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a financial activity to account mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        financialActivityData: {
                            id: number;
                            name: string;
                            /** @description ASSET, LIABILITY or EQUITY */
                            mappedGLAccountType: string;
                        };
                        glAccountData: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        glAccountOptions?: {
                            assetAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            incomeAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            expenseAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            liabilityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            equityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                        };
                        financialActivityOptions?: {
                            id: number;
                            name: string;
                            /** @description ASSET, LIABILITY or EQUITY */
                            mappedGLAccountType: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateFinancialactivityaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mappingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create: 100, 101, 102, 103, 200, 201 or 300 */
                    financialActivityId?: number;
                    /** @description mandatory on create: a GL account of the type the activity needs */
                    glAccountId?: number;
                };
            };
        };
        responses: {
            /** @description Update a financial activity to account mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteFinancialactivityaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mappingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a financial activity to account mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllAccountingrules: {
        parameters: {
            query?: {
                /** @description `all`: accounts carrying the tags instead of the tags */
                associations?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List accounting rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        officeId?: number;
                        officeName?: string;
                        name?: string;
                        description?: string;
                        systemDefined: boolean;
                        allowMultipleDebitEntries: boolean;
                        allowMultipleCreditEntries: boolean;
                        /** @description a credit side with tags */
                        creditTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description a debit side with tags */
                        debitTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description empty unless a template */
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        /** @description empty unless a template */
                        allowedAccounts: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        allowedCreditTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedDebitTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        /** @description the credit account, or with associations=all the accounts carrying the credit tags */
                        creditAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                        /** @description the debit account, or with associations=all the accounts carrying the debit tags */
                        debitAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createAccountingrule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique */
                    name?: string;
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description or debitTags */
                    accountToDebit?: number;
                    /** @description or creditTags */
                    accountToCredit?: number;
                    /** @description code value ids of the account tag codes */
                    debitTags?: (number | string)[];
                    /** @description code value ids of the account tag codes */
                    creditTags?: (number | string)[];
                    /** @description with debitTags */
                    allowMultipleDebitEntries?: boolean;
                    /** @description with creditTags */
                    allowMultipleCreditEntries?: boolean;
                    description?: string;
                    /** @description accepted and ignored */
                    systemDefined?: boolean;
                    /** @description accepted and ignored */
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Create an accounting rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAccountingruleTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounting rule template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        officeId?: number;
                        officeName?: string;
                        name?: string;
                        description?: string;
                        systemDefined: boolean;
                        allowMultipleDebitEntries: boolean;
                        allowMultipleCreditEntries: boolean;
                        /** @description a credit side with tags */
                        creditTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description a debit side with tags */
                        debitTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description empty unless a template */
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        /** @description empty unless a template */
                        allowedAccounts: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        allowedCreditTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedDebitTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        /** @description the credit account, or with associations=all the accounts carrying the credit tags */
                        creditAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                        /** @description the debit account, or with associations=all the accounts carrying the debit tags */
                        debitAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAccountingrule: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                accountingRuleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an accounting rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        officeId?: number;
                        officeName?: string;
                        name?: string;
                        description?: string;
                        systemDefined: boolean;
                        allowMultipleDebitEntries: boolean;
                        allowMultipleCreditEntries: boolean;
                        /** @description a credit side with tags */
                        creditTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description a debit side with tags */
                        debitTags?: {
                            id: number;
                            tag: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            transactionType: components["schemas"]["EnumOption"];
                        }[];
                        /** @description empty unless a template */
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        /** @description empty unless a template */
                        allowedAccounts: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        allowedCreditTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        allowedDebitTagOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        /** @description the credit account, or with associations=all the accounts carrying the credit tags */
                        creditAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                        /** @description the debit account, or with associations=all the accounts carrying the debit tags */
                        debitAccounts?: {
                            id: number;
                            name: string;
                            glCode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateAccountingrule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountingRuleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique */
                    name?: string;
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description or debitTags */
                    accountToDebit?: number;
                    /** @description or creditTags */
                    accountToCredit?: number;
                    /** @description code value ids of the account tag codes */
                    debitTags?: (number | string)[];
                    /** @description code value ids of the account tag codes */
                    creditTags?: (number | string)[];
                    /** @description with debitTags */
                    allowMultipleDebitEntries?: boolean;
                    /** @description with creditTags */
                    allowMultipleCreditEntries?: boolean;
                    description?: string;
                    /** @description accepted and ignored */
                    systemDefined?: boolean;
                    /** @description accepted and ignored */
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Update an accounting rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAccountingrule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountingRuleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an accounting rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJournalentries: {
        parameters: {
            query?: {
                officeId?: string;
                glAccountId?: string;
                /** @description `true`: manual entries only */
                manualEntriesOnly?: string;
                /** @description entry date from (with dateFormat and locale) */
                fromDate?: string;
                toDate?: string;
                submittedOnDateFrom?: string;
                submittedOnDateTo?: string;
                transactionId?: string;
                /** @description 1 loan, 2 saving, 3 provisioning, 4 shares, 5 client */
                entityType?: string;
                loanId?: string;
                savingsId?: string;
                /** @description `true` adds the running balances */
                runningBalance?: string;
                /** @description `true` adds payment details */
                transactionDetails?: string;
                offset?: string;
                limit?: string;
                /** @description id, transactionId, transactionDate, entryDate, officeId, glAccountId, amount, submittedOnDate, createdDate */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
                dateFormat?: string;
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List journal entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGLJournalEntry: {
        parameters: {
            query?: {
                command?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    officeId?: number | string;
                    transactionDate?: string;
                    currencyCode?: string;
                    credits?: {
                        glAccountId: number | string;
                        amount: number | string;
                        comments?: string;
                    }[];
                    debits?: {
                        glAccountId: number | string;
                        amount: number | string;
                        comments?: string;
                    }[];
                    referenceNumber?: string;
                    comments?: string;
                    accountingRule?: number | string;
                    paymentTypeId?: number | string;
                    accountNumber?: string;
                    checkNumber?: string;
                    routingCode?: string;
                    receiptNumber?: string;
                    bankNumber?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a manual journal entry, define opening balances, or update running balances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJournalentryOpeningbalance: {
        parameters: {
            query?: {
                officeId?: string;
                currencyCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opening balances of an office */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId: number;
                        officeName: string;
                        transactionDate: components["schemas"]["LocalDate"];
                        contraAccount: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        };
                        assetAccountOpeningBalances: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        /** @description Fineract's spelling */
                        liabityAccountOpeningBalances: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        equityAccountOpeningBalances: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        incomeAccountOpeningBalances: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        expenseAccountOpeningBalances: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJournalentryProvisioning: {
        parameters: {
            query?: {
                /** @description the provisioning entry */
                entryId?: string;
                offset?: string;
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Journal entries of a provisioning entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id?: number;
                            officeId?: number;
                            officeName?: string;
                            glAccountName?: string;
                            glAccountId: number;
                            glAccountCode?: string;
                            glAccountType?: components["schemas"]["EnumOption"];
                            transactionDate?: components["schemas"]["LocalDate"];
                            entryType?: components["schemas"]["EnumOption"];
                            amount?: number;
                            currency?: {
                                code: string;
                                name?: string;
                                decimalPlaces?: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode?: string;
                                displayLabel: string;
                            };
                            transactionId?: string;
                            manualEntry?: boolean;
                            entityType?: components["schemas"]["EnumOption"];
                            entityId?: number;
                            createdByUserId?: number;
                            createdByUserName?: string;
                            comments?: string;
                            reversed?: boolean;
                            referenceNumber?: string;
                            /** @description with runningBalance=true */
                            officeRunningBalance?: number;
                            /** @description with runningBalance=true */
                            organizationRunningBalance?: number;
                            /** @description with runningBalance=true */
                            runningBalanceComputed?: boolean;
                            transactionDetails?: {
                                /** @description the portfolio transaction (digits of a prefixed transaction id) */
                                transactionId?: number;
                                paymentDetails?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                            };
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveJournalentry: {
        parameters: {
            query?: {
                runningBalance?: string;
                transactionDetails?: string;
            };
            header?: never;
            path: {
                journalEntryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a journal entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        officeId?: number;
                        officeName?: string;
                        glAccountName?: string;
                        glAccountId: number;
                        glAccountCode?: string;
                        glAccountType?: components["schemas"]["EnumOption"];
                        transactionDate?: components["schemas"]["LocalDate"];
                        entryType?: components["schemas"]["EnumOption"];
                        amount?: number;
                        currency?: {
                            code: string;
                            name?: string;
                            decimalPlaces?: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode?: string;
                            displayLabel: string;
                        };
                        transactionId?: string;
                        manualEntry?: boolean;
                        entityType?: components["schemas"]["EnumOption"];
                        entityId?: number;
                        createdByUserId?: number;
                        createdByUserName?: string;
                        comments?: string;
                        reversed?: boolean;
                        referenceNumber?: string;
                        /** @description with runningBalance=true */
                        officeRunningBalance?: number;
                        /** @description with runningBalance=true */
                        organizationRunningBalance?: number;
                        /** @description with runningBalance=true */
                        runningBalanceComputed?: boolean;
                        transactionDetails?: {
                            /** @description the portfolio transaction (digits of a prefixed transaction id) */
                            transactionId?: number;
                            paymentDetails?: {
                                id: number;
                                paymentType: {
                                    id: number;
                                    name?: string;
                                };
                                accountNumber?: string;
                                checkNumber?: string;
                                routingCode?: string;
                                receiptNumber?: string;
                                bankNumber?: string;
                            };
                        };
                        submittedOnDate?: components["schemas"]["LocalDate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createReversalJournalEntry: {
        parameters: {
            query?: {
                command?: string;
            };
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comments?: string;
                };
            };
        };
        responses: {
            /** @description Reverse the journal entries of a transaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List charges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        active: boolean;
                        penalty: boolean;
                        freeWithdrawal: boolean;
                        freeWithdrawalChargeFrequency: number;
                        restartFrequency: number;
                        restartFrequencyEnum: number;
                        isPaymentType: boolean;
                        paymentTypeOptions?: {
                            id: number;
                            name?: string;
                        };
                        currency: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        };
                        amount: number;
                        chargeTimeType: components["schemas"]["EnumOption"];
                        chargeAppliesTo: components["schemas"]["EnumOption"];
                        chargeCalculationType: components["schemas"]["EnumOption"];
                        chargePaymentMode: components["schemas"]["EnumOption"];
                        /** @description [month, day] */
                        feeOnMonthDay?: number[];
                        feeInterval?: number;
                        minCap?: number;
                        maxCap?: number;
                        feeFrequency?: components["schemas"]["EnumOption"];
                        incomeOrLiabilityAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        taxGroup?: {
                            id: number;
                            name?: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique */
                    name?: string;
                    /** @description greater than 0; mandatory on create */
                    amount?: number | string;
                    /** @description one of the organisation's currencies; mandatory on create */
                    currencyCode?: string;
                    /** @description 1 loan, 2 savings, 3 client, 4 shares; mandatory on create, never changes */
                    chargeAppliesTo?: number;
                    /** @description ChargeTimeType id allowed for chargeAppliesTo; mandatory on create */
                    chargeTimeType?: number;
                    /** @description ChargeCalculationType id allowed for chargeAppliesTo; mandatory on create */
                    chargeCalculationType?: number;
                    /** @description 0 regular, 1 account transfer; mandatory for loan charges */
                    chargePaymentMode?: number;
                    penalty?: boolean;
                    active?: boolean;
                    /** @description savings annual and monthly fees: day of the year in `monthDayFormat` (e.g. "04 March" with "dd MMMM"), needs `locale` */
                    feeOnMonthDay?: string;
                    monthDayFormat?: string;
                    /** @description greater than 0; 1-12 for monthly fees */
                    feeInterval?: number;
                    /** @description 0 days, 1 weeks, 2 months, 3 years; needs feeInterval */
                    feeFrequency?: number;
                    /** @description percentage-of-amount charges only */
                    minCap?: number | string;
                    /** @description percentage-of-amount charges only */
                    maxCap?: number | string;
                    /** @description savings withdrawal fees */
                    enableFreeWithdrawalCharge?: boolean;
                    /** @description free withdrawals before the fee applies */
                    freeWithdrawalFrequency?: number;
                    /** @description greater than 0 */
                    restartCountFrequency?: number;
                    /** @description PeriodFrequencyType id */
                    countFrequencyType?: number;
                    /** @description savings: only for one payment type */
                    enablePaymentType?: boolean;
                    /** @description the payment type, with enablePaymentType */
                    paymentTypeId?: number;
                    /** @description the GL account the charge is booked to (any type; Fineract offers income and liability accounts) */
                    incomeAccountId?: number;
                    /** @description a tax group; once set it cannot change */
                    taxGroupId?: number;
                    locale?: string;
                    /** @description accepted and ignored (Fineract) */
                    currencyOptions?: unknown;
                    /** @description accepted and ignored (Fineract) */
                    chargeCalculationTypeOptions?: unknown;
                };
            };
        };
        responses: {
            /** @description Create a charge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveChargeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Charge template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        penalty: boolean;
                        freeWithdrawal: boolean;
                        isPaymentType: boolean;
                        chargeAppliesToOptions: components["schemas"]["EnumOption"][];
                        chargeTimeTypeOptions: components["schemas"]["EnumOption"][];
                        chargeCalculationTypeOptions: components["schemas"]["EnumOption"][];
                        /** @description Fineract's spelling */
                        chargePaymetModeOptions: components["schemas"]["EnumOption"][];
                        chargePaymentModeOptions: components["schemas"]["EnumOption"][];
                        loanChargeCalculationTypeOptions: components["schemas"]["EnumOption"][];
                        loanChargeTimeTypeOptions: components["schemas"]["EnumOption"][];
                        savingsChargeCalculationTypeOptions: components["schemas"]["EnumOption"][];
                        savingsChargeTimeTypeOptions: components["schemas"]["EnumOption"][];
                        clientChargeCalculationTypeOptions: components["schemas"]["EnumOption"][];
                        clientChargeTimeTypeOptions: components["schemas"]["EnumOption"][];
                        shareChargeCalculationTypeOptions: components["schemas"]["EnumOption"][];
                        shareChargeTimeTypeOptions: components["schemas"]["EnumOption"][];
                        feeFrequencyOptions: components["schemas"]["EnumOption"][];
                        currencyOptions: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        }[];
                        taxGroupOptions: {
                            id: number;
                            name?: string;
                        }[];
                        /** @description the enabled detail income and liability accounts; a list without accounts is left out */
                        incomeOrLiabilityAccountOptions: {
                            incomeAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            liabilityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                        };
                        accountMappingForChargeConfig: string;
                        expenseAccountOptions: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        assetAccountOptions: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCharge: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a charge (template=true adds the option lists) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        active: boolean;
                        penalty: boolean;
                        freeWithdrawal: boolean;
                        freeWithdrawalChargeFrequency: number;
                        restartFrequency: number;
                        restartFrequencyEnum: number;
                        isPaymentType: boolean;
                        paymentTypeOptions?: {
                            id: number;
                            name?: string;
                        };
                        currency: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        };
                        amount: number;
                        chargeTimeType: components["schemas"]["EnumOption"];
                        chargeAppliesTo: components["schemas"]["EnumOption"];
                        chargeCalculationType: components["schemas"]["EnumOption"];
                        chargePaymentMode: components["schemas"]["EnumOption"];
                        /** @description [month, day] */
                        feeOnMonthDay?: number[];
                        feeInterval?: number;
                        minCap?: number;
                        maxCap?: number;
                        feeFrequency?: components["schemas"]["EnumOption"];
                        incomeOrLiabilityAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        taxGroup?: {
                            id: number;
                            name?: string;
                        };
                        chargeAppliesToOptions?: components["schemas"]["EnumOption"][];
                        chargeTimeTypeOptions?: components["schemas"]["EnumOption"][];
                        chargeCalculationTypeOptions?: components["schemas"]["EnumOption"][];
                        /** @description Fineract's spelling */
                        chargePaymetModeOptions?: components["schemas"]["EnumOption"][];
                        chargePaymentModeOptions?: components["schemas"]["EnumOption"][];
                        loanChargeCalculationTypeOptions?: components["schemas"]["EnumOption"][];
                        loanChargeTimeTypeOptions?: components["schemas"]["EnumOption"][];
                        savingsChargeCalculationTypeOptions?: components["schemas"]["EnumOption"][];
                        savingsChargeTimeTypeOptions?: components["schemas"]["EnumOption"][];
                        clientChargeCalculationTypeOptions?: components["schemas"]["EnumOption"][];
                        clientChargeTimeTypeOptions?: components["schemas"]["EnumOption"][];
                        shareChargeCalculationTypeOptions?: components["schemas"]["EnumOption"][];
                        shareChargeTimeTypeOptions?: components["schemas"]["EnumOption"][];
                        feeFrequencyOptions?: components["schemas"]["EnumOption"][];
                        currencyOptions?: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        }[];
                        taxGroupOptions?: {
                            id: number;
                            name?: string;
                        }[];
                        /** @description the enabled detail income and liability accounts; a list without accounts is left out */
                        incomeOrLiabilityAccountOptions?: {
                            incomeAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            liabilityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                        };
                        accountMappingForChargeConfig?: string;
                        expenseAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                        assetAccountOptions?: {
                            id?: number;
                            name?: string;
                            parentId?: number;
                            glCode?: string;
                            disabled: boolean;
                            manualEntriesAllowed: boolean;
                            type: components["schemas"]["EnumOption"];
                            usage: components["schemas"]["EnumOption"];
                            description?: string;
                            nameDecorated?: string;
                            tagId?: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            /** @description with fetchRunningBalance=true */
                            organizationRunningBalance?: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create; unique */
                    name?: string;
                    /** @description greater than 0; mandatory on create */
                    amount?: number | string;
                    /** @description one of the organisation's currencies; mandatory on create */
                    currencyCode?: string;
                    /** @description 1 loan, 2 savings, 3 client, 4 shares; mandatory on create, never changes */
                    chargeAppliesTo?: number;
                    /** @description ChargeTimeType id allowed for chargeAppliesTo; mandatory on create */
                    chargeTimeType?: number;
                    /** @description ChargeCalculationType id allowed for chargeAppliesTo; mandatory on create */
                    chargeCalculationType?: number;
                    /** @description 0 regular, 1 account transfer; mandatory for loan charges */
                    chargePaymentMode?: number;
                    penalty?: boolean;
                    active?: boolean;
                    /** @description savings annual and monthly fees: day of the year in `monthDayFormat` (e.g. "04 March" with "dd MMMM"), needs `locale` */
                    feeOnMonthDay?: string;
                    monthDayFormat?: string;
                    /** @description greater than 0; 1-12 for monthly fees */
                    feeInterval?: number;
                    /** @description 0 days, 1 weeks, 2 months, 3 years; needs feeInterval */
                    feeFrequency?: number;
                    /** @description percentage-of-amount charges only */
                    minCap?: number | string;
                    /** @description percentage-of-amount charges only */
                    maxCap?: number | string;
                    /** @description savings withdrawal fees */
                    enableFreeWithdrawalCharge?: boolean;
                    /** @description free withdrawals before the fee applies */
                    freeWithdrawalFrequency?: number;
                    /** @description greater than 0 */
                    restartCountFrequency?: number;
                    /** @description PeriodFrequencyType id */
                    countFrequencyType?: number;
                    /** @description savings: only for one payment type */
                    enablePaymentType?: boolean;
                    /** @description the payment type, with enablePaymentType */
                    paymentTypeId?: number;
                    /** @description the GL account the charge is booked to (any type; Fineract offers income and liability accounts) */
                    incomeAccountId?: number;
                    /** @description a tax group; once set it cannot change */
                    taxGroupId?: number;
                    locale?: string;
                    /** @description accepted and ignored (Fineract) */
                    currencyOptions?: unknown;
                    /** @description accepted and ignored (Fineract) */
                    chargeCalculationTypeOptions?: unknown;
                };
            };
        };
        responses: {
            /** @description Update a charge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a charge (a soft delete) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTaxComponent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tax components */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        percentage: number;
                        debitAccountType?: components["schemas"]["EnumOption"];
                        debitAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        creditAccountType?: components["schemas"]["EnumOption"];
                        creditAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        startDate: components["schemas"]["LocalDate"];
                        taxComponentHistories: {
                            percentage: number;
                            startDate: components["schemas"]["LocalDate"];
                            endDate: components["schemas"]["LocalDate"];
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTaxComponent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description greater than 0, at most 100; mandatory on create */
                    percentage?: number | string;
                    /** @description Date in `dateFormat`; default the business date. On update: the new percentage applies after it */
                    startDate?: string;
                    /** @description GL account type 1-5 (create only) */
                    debitAccountType?: number;
                    /** @description a detail GL account of the type sent with it (create only; Fineract's spelling) */
                    debitAcountId?: number;
                    /** @description GL account type 1-5 (create only) */
                    creditAccountType?: number;
                    /** @description a detail GL account of the type sent with it (create only; Fineract's spelling) */
                    creditAcountId?: number;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a tax component */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTaxComponentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tax component template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the enabled detail accounts of each type; a type without accounts is left out */
                        glAccountOptions: {
                            assetAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            incomeAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            expenseAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            liabilityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                            equityAccountOptions?: {
                                id?: number;
                                name?: string;
                                parentId?: number;
                                glCode?: string;
                                disabled: boolean;
                                manualEntriesAllowed: boolean;
                                type: components["schemas"]["EnumOption"];
                                usage: components["schemas"]["EnumOption"];
                                description?: string;
                                nameDecorated?: string;
                                tagId?: {
                                    id: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                /** @description with fetchRunningBalance=true */
                                organizationRunningBalance?: number;
                            }[];
                        };
                        glAccountTypeOptions: components["schemas"]["EnumOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTaxComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taxComponentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a tax component */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        percentage: number;
                        debitAccountType?: components["schemas"]["EnumOption"];
                        debitAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        creditAccountType?: components["schemas"]["EnumOption"];
                        creditAccount?: {
                            id: number;
                            name: string;
                            glCode: string;
                        };
                        startDate: components["schemas"]["LocalDate"];
                        taxComponentHistories: {
                            percentage: number;
                            startDate: components["schemas"]["LocalDate"];
                            endDate: components["schemas"]["LocalDate"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateTaxComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taxComponentId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description greater than 0, at most 100; mandatory on create */
                    percentage?: number | string;
                    /** @description Date in `dateFormat`; default the business date. On update: the new percentage applies after it */
                    startDate?: string;
                    /** @description GL account type 1-5 (create only) */
                    debitAccountType?: number;
                    /** @description a detail GL account of the type sent with it (create only; Fineract's spelling) */
                    debitAcountId?: number;
                    /** @description GL account type 1-5 (create only) */
                    creditAccountType?: number;
                    /** @description a detail GL account of the type sent with it (create only; Fineract's spelling) */
                    creditAcountId?: number;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a tax component (name, or a new percentage from a start date) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTaxGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tax groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        taxAssociations: {
                            /** @description the membership (mapping) id */
                            id: number;
                            taxComponent: {
                                id: number;
                                name: string;
                            };
                            startDate: components["schemas"]["LocalDate"];
                            endDate?: components["schemas"]["LocalDate"];
                        }[];
                        /** @description with template=true */
                        taxComponents?: {
                            id: number;
                            name: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTaxGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory and not empty on create */
                    taxComponents?: {
                        /** @description update only: an existing membership, to give it an end date */
                        id?: number;
                        /** @description mandatory for a new membership */
                        taxComponentId?: number;
                        /** @description new membership: date in `dateFormat`, default the business date */
                        startDate?: string;
                        /** @description update only, existing membership: not before the business date, set once */
                        endDate?: string;
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a tax group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTaxGroupTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tax group template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxComponents: {
                            id: number;
                            name?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveTaxGroup: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                taxGroupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a tax group (template=true adds taxComponents) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        taxAssociations: {
                            /** @description the membership (mapping) id */
                            id: number;
                            taxComponent: {
                                id: number;
                                name: string;
                            };
                            startDate: components["schemas"]["LocalDate"];
                            endDate?: components["schemas"]["LocalDate"];
                        }[];
                        /** @description with template=true */
                        taxComponents?: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateTaxGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taxGroupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory and not empty on create */
                    taxComponents?: {
                        /** @description update only: an existing membership, to give it an end date */
                        id?: number;
                        /** @description mandatory for a new membership */
                        taxComponentId?: number;
                        /** @description new membership: date in `dateFormat`, default the business date */
                        startDate?: string;
                        /** @description update only, existing membership: not before the business date, set once */
                        endDate?: string;
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a tax group (name, new components, end dates) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllDelinquencyRanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List delinquency ranges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        classification: string;
                        minimumAgeDays: number;
                        /** @description absent: open-ended */
                        maximumAgeDays?: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createDelinquencyRange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classification: string;
                    minimumAgeDays: number;
                    /** @description absent: open-ended; not below minimumAgeDays */
                    maximumAgeDays?: number;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Create a delinquency range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveDelinquencyRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyRangeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a delinquency range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        classification: string;
                        minimumAgeDays: number;
                        /** @description absent: open-ended */
                        maximumAgeDays?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDelinquencyRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyRangeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classification: string;
                    minimumAgeDays: number;
                    /** @description absent: open-ended; not below minimumAgeDays */
                    maximumAgeDays?: number;
                    locale: string;
                };
            };
        };
        responses: {
            /** @description Update a delinquency range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDelinquencyRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyRangeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a delinquency range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllDelinquencyBuckets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List delinquency buckets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        ranges: {
                            id: number;
                            classification: string;
                            minimumAgeDays: number;
                            /** @description absent: open-ended */
                            maximumAgeDays?: number;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createDelinquencyBucket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description ids of delinquency ranges whose ages do not overlap */
                    ranges: number[];
                };
            };
        };
        responses: {
            /** @description Create a delinquency bucket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveDelinquencyBucket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyBucketId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a delinquency bucket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        ranges: {
                            id: number;
                            classification: string;
                            minimumAgeDays: number;
                            /** @description absent: open-ended */
                            maximumAgeDays?: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDelinquencyBucket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyBucketId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description ids of delinquency ranges whose ages do not overlap */
                    ranges: number[];
                };
            };
        };
        responses: {
            /** @description Update a delinquency bucket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDelinquencyBucket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delinquencyBucketId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a delinquency bucket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCollateralManagement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List collateral types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        quality: string;
                        basePrice: number;
                        unitType: string;
                        /** @description percent of the base price counted as collateral value (70 = 70 %) */
                        pctToBase: number;
                        /** @description ISO 4217 code */
                        currency: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createCollateralManagement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory on create */
                    quality?: string;
                    /** @description mandatory on create */
                    unitType?: string;
                    /** @description greater than 0; mandatory on create; a string is read with `locale` */
                    basePrice?: number | string;
                    /** @description greater than 0; mandatory on create; a string is read with `locale` */
                    pctToBase?: number | string;
                    /** @description ISO code of a platform currency; mandatory on create, kept when absent on update */
                    currency?: string;
                    /** @description mandatory on create */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a collateral type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCollateralManagementTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Collateral type template: the platform currencies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        decimalPlaces: number;
                        inMultiplesOf?: number;
                        displaySymbol?: string;
                        nameCode: string;
                        displayLabel: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCollateralManagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collateralId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a collateral type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        quality: string;
                        basePrice: number;
                        unitType: string;
                        /** @description percent of the base price counted as collateral value (70 = 70 %) */
                        pctToBase: number;
                        /** @description ISO 4217 code */
                        currency: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCollateralManagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collateralId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description mandatory on create */
                    quality?: string;
                    /** @description mandatory on create */
                    unitType?: string;
                    /** @description greater than 0; mandatory on create; a string is read with `locale` */
                    basePrice?: number | string;
                    /** @description greater than 0; mandatory on create; a string is read with `locale` */
                    pctToBase?: number | string;
                    /** @description ISO code of a platform currency; mandatory on create, kept when absent on update */
                    currency?: string;
                    /** @description mandatory on create */
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a collateral type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteCollateralManagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collateralId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a collateral type (refused while clients hold it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientTemplate: {
        parameters: {
            query?: {
                /** @description default: the user’s office */
                officeId?: string;
                /** @description `true`: staff of the office only, not of the offices above */
                staffInSelectedOfficeOnly?: string;
                /** @description close, acceptTransfer, reject or withdraw: the reasons of that command */
                commandParam?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client template: offices, staff, code value options, legal forms (or a command’s reasons with commandParam) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        activationDate?: components["schemas"]["LocalDate"];
                        officeOptions?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        staffOptions?: ({
                            id: number;
                            displayName: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        genderOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        /** @description empty until savings products exist */
                        savingProductOptions?: unknown[];
                        clientTypeOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        clientClassificationOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        clientNonPersonConstitutionOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        clientNonPersonMainBusinessLineOptions?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        clientLegalFormOptions?: components["schemas"]["EnumOption"][];
                        familyMemberOptions?: {
                            [key: string]: {
                                id: number;
                                name?: string;
                                position: number;
                                description?: string;
                                active: boolean;
                                mandatory: boolean;
                            }[];
                        };
                        isAddressEnabled?: boolean;
                        address?: {
                            [key: string]: {
                                id: number;
                                name?: string;
                                position: number;
                                description?: string;
                                active: boolean;
                                mandatory: boolean;
                            }[];
                        }[];
                        /** @description the datatables entity datatable checks require on creation (entries may come with the create request) */
                        datatables?: {
                            /** @example m_client */
                            applicationTableName: string;
                            registeredTableName: string;
                            entitySubType?: string;
                            columnHeaderData: {
                                columnName: string;
                                /**
                                 * @example VARCHAR
                                 * @example INTEGER
                                 * @example BIGINT
                                 * @example DECIMAL
                                 * @example DATE
                                 * @example DATETIME
                                 * @example BOOLEAN
                                 * @example TEXT
                                 */
                                columnType: string;
                                columnLength: number;
                                /**
                                 * @example STRING
                                 * @example TEXT
                                 * @example INTEGER
                                 * @example DECIMAL
                                 * @example DATE
                                 * @example DATETIME
                                 * @example BOOLEAN
                                 * @example CODELOOKUP
                                 */
                                columnDisplayType: string;
                                isColumnNullable: boolean;
                                isColumnPrimaryKey: boolean;
                                isColumnUnique: boolean;
                                isColumnIndexed: boolean;
                                /** @description the allowed code values of a Dropdown (CODELOOKUP) column */
                                columnValues: {
                                    id: number;
                                    value: string;
                                    score: number;
                                }[];
                                /** @description the code a Dropdown column draws from */
                                columnCode?: string;
                            }[];
                        }[];
                        /** @description with commandParam: the reasons of that command */
                        narrations?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        isStaff: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClients: {
        parameters: {
            query?: {
                officeId?: string;
                /** @description SQL LIKE pattern */
                externalId?: string;
                /** @description part of the display name, any letter case */
                displayName?: string;
                /** @description LIKE pattern, any letter case */
                firstName?: string;
                /** @description LIKE pattern, any letter case */
                lastName?: string;
                /** @description pending, active, transfer_in_progress, transfer_on_hold, closed, rejected or withdrawn */
                status?: string;
                /** @description an office hierarchy such as .1.2. */
                underHierarchy?: string;
                /** @description true: only clients outside every group */
                orphansOnly?: string;
                offset?: string;
                /** @description default 200; 0 for all */
                limit?: string;
                /** @description id, accountNo, externalId, displayName, firstname, lastname, mobileNo, status, officeId, officeName, activationDate, submittedOnDate */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List clients (paged, filtered) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: ({
                            id: number;
                            accountNo: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            subStatus?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            firstname?: string;
                            middlename?: string;
                            lastname?: string;
                            fullname?: string;
                            displayName?: string;
                            mobileNo?: string;
                            emailAddress?: string;
                            dateOfBirth?: components["schemas"]["LocalDate"];
                            gender?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            clientType?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            clientClassification?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            isStaff: boolean;
                            officeId: number;
                            officeName: string;
                            transferToOfficeId?: number;
                            transferToOfficeName?: string;
                            imageId?: number;
                            imagePresent?: boolean;
                            staffId?: number;
                            staffName?: string;
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                            savingsProductId?: number;
                            savingsAccountId?: number;
                            legalForm?: components["schemas"]["EnumOption"];
                            clientNonPersonDetails?: {
                                constitution?: {
                                    id?: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                incorpNumber?: string;
                                incorpValidityTillDate?: components["schemas"]["LocalDate"];
                                mainBusinessLine?: {
                                    id?: number;
                                    name?: string;
                                    active: boolean;
                                    mandatory: boolean;
                                };
                                remarks?: string;
                            };
                            groups?: unknown[];
                            clientCollateralManagements?: unknown[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description 1 person, 2 entity; mandatory on create */
                    legalFormId?: number;
                    firstname?: string;
                    middlename?: string;
                    lastname?: string;
                    /** @description instead of first and last name; required for an entity */
                    fullname?: string;
                    externalId?: string;
                    /** @description default: from the client account number format */
                    accountNo?: string;
                    mobileNo?: string;
                    emailAddress?: string;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    dateOfBirth?: string;
                    /** @description a value of code Gender */
                    genderId?: number;
                    /** @description a value of code ClientType */
                    clientTypeId?: number;
                    /** @description a value of code ClientClassification */
                    clientClassificationId?: number;
                    staffId?: number;
                    isStaff?: boolean;
                    /** @description `true` creates an active client and needs activationDate */
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    activationDate?: string;
                    /** @description default: the business date */
                    submittedOnDate?: string;
                    /** @description refused until savings products exist */
                    savingsProductId?: number;
                    clientNonPersonDetails?: {
                        incorpNumber?: string;
                        incorpValidityTillDate?: string;
                        constitutionId?: number;
                        mainBusinessLineId?: number;
                        remarks?: string;
                    };
                    /** @description the group the new client joins */
                    groupId?: number;
                    familyMembers?: unknown[];
                    address?: unknown[];
                    /** @description first entries of the client in its datatables (each needs CREATE_<datatable>) */
                    datatables?: {
                        registeredTableName: string;
                        data: {
                            [key: string]: unknown;
                        };
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a client (pending, or active with active=true and activationDate) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClient: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a client (template=true adds the option lists) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        externalId?: string;
                        status: components["schemas"]["EnumOption"];
                        subStatus?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        firstname?: string;
                        middlename?: string;
                        lastname?: string;
                        fullname?: string;
                        displayName?: string;
                        mobileNo?: string;
                        emailAddress?: string;
                        dateOfBirth?: components["schemas"]["LocalDate"];
                        gender?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        clientType?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        clientClassification?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        isStaff: boolean;
                        officeId: number;
                        officeName: string;
                        transferToOfficeId?: number;
                        transferToOfficeName?: string;
                        imageId?: number;
                        imagePresent?: boolean;
                        staffId?: number;
                        staffName?: string;
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                        savingsProductId?: number;
                        savingsAccountId?: number;
                        legalForm?: components["schemas"]["EnumOption"];
                        clientNonPersonDetails?: {
                            constitution?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            incorpNumber?: string;
                            incorpValidityTillDate?: components["schemas"]["LocalDate"];
                            mainBusinessLine?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            remarks?: string;
                        };
                        groups?: unknown[];
                        clientCollateralManagements?: unknown[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description 1 person, 2 entity; mandatory on create */
                    legalFormId?: number;
                    firstname?: string;
                    middlename?: string;
                    lastname?: string;
                    /** @description instead of first and last name; required for an entity */
                    fullname?: string;
                    externalId?: string;
                    /** @description default: from the client account number format */
                    accountNo?: string;
                    mobileNo?: string;
                    emailAddress?: string;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    dateOfBirth?: string;
                    /** @description a value of code Gender */
                    genderId?: number;
                    /** @description a value of code ClientType */
                    clientTypeId?: number;
                    /** @description a value of code ClientClassification */
                    clientClassificationId?: number;
                    staffId?: number;
                    isStaff?: boolean;
                    /** @description `true` creates an active client and needs activationDate */
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    activationDate?: string;
                    /** @description default: the business date */
                    submittedOnDate?: string;
                    /** @description refused until savings products exist */
                    savingsProductId?: number;
                    clientNonPersonDetails?: {
                        incorpNumber?: string;
                        incorpValidityTillDate?: string;
                        constitutionId?: number;
                        mainBusinessLineId?: number;
                        remarks?: string;
                    };
                    /** @description the group the new client joins */
                    groupId?: number;
                    familyMembers?: unknown[];
                    address?: unknown[];
                    /** @description first entries of the client in its datatables (each needs CREATE_<datatable>) */
                    datatables?: {
                        registeredTableName: string;
                        data: {
                            [key: string]: unknown;
                        };
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyClientCommand: {
        parameters: {
            query: {
                /** @description activate | close | reject | withdraw | reactivate | undoRejection | undoWithdrawal | assignStaff | unassignStaff | updateSavingsAccount | proposeTransfer | withdrawTransfer | acceptTransfer | rejectTransfer | proposeAndAcceptTransfer */
                command: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description activate */
                    activationDate?: string;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    closureDate?: string;
                    /** @description close: a value of code ClientClosureReason */
                    closureReasonId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    rejectionDate?: string;
                    /** @description reject: a value of code ClientRejectReason */
                    rejectionReasonId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    withdrawalDate?: string;
                    /** @description withdraw: a value of code ClientWithdrawReason */
                    withdrawalReasonId?: number;
                    /** @description reactivate */
                    reactivationDate?: string;
                    /** @description undoRejection, undoWithdrawal */
                    reopenedDate?: string;
                    /** @description assignStaff, unassignStaff, acceptTransfer, proposeAndAcceptTransfer */
                    staffId?: number;
                    /** @description updateSavingsAccount (refused until savings accounts exist) */
                    savingsAccountId?: number;
                    /** @description proposeTransfer, proposeAndAcceptTransfer */
                    destinationOfficeId?: number;
                    /** @description proposeTransfer; default the business date */
                    transferDate?: string;
                    transferActiveLoans?: boolean;
                    /** @description refused until groups exist */
                    destinationGroupId?: number;
                    note?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Change a client’s status, staff or office (?command=activate, close, reject, withdraw, … transfers) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a pending client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientExternalId: {
        parameters: {
            query?: {
                /** @description `true` adds the option lists */
                template?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a client by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        externalId?: string;
                        status: components["schemas"]["EnumOption"];
                        subStatus?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        firstname?: string;
                        middlename?: string;
                        lastname?: string;
                        fullname?: string;
                        displayName?: string;
                        mobileNo?: string;
                        emailAddress?: string;
                        dateOfBirth?: components["schemas"]["LocalDate"];
                        gender?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        clientType?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        clientClassification?: {
                            id?: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        isStaff: boolean;
                        officeId: number;
                        officeName: string;
                        transferToOfficeId?: number;
                        transferToOfficeName?: string;
                        imageId?: number;
                        imagePresent?: boolean;
                        staffId?: number;
                        staffName?: string;
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                        savingsProductId?: number;
                        savingsAccountId?: number;
                        legalForm?: components["schemas"]["EnumOption"];
                        clientNonPersonDetails?: {
                            constitution?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            incorpNumber?: string;
                            incorpValidityTillDate?: components["schemas"]["LocalDate"];
                            mainBusinessLine?: {
                                id?: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            remarks?: string;
                        };
                        groups?: unknown[];
                        clientCollateralManagements?: unknown[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    officeId?: number;
                    /** @description 1 person, 2 entity; mandatory on create */
                    legalFormId?: number;
                    firstname?: string;
                    middlename?: string;
                    lastname?: string;
                    /** @description instead of first and last name; required for an entity */
                    fullname?: string;
                    externalId?: string;
                    /** @description default: from the client account number format */
                    accountNo?: string;
                    mobileNo?: string;
                    emailAddress?: string;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    dateOfBirth?: string;
                    /** @description a value of code Gender */
                    genderId?: number;
                    /** @description a value of code ClientType */
                    clientTypeId?: number;
                    /** @description a value of code ClientClassification */
                    clientClassificationId?: number;
                    staffId?: number;
                    isStaff?: boolean;
                    /** @description `true` creates an active client and needs activationDate */
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    activationDate?: string;
                    /** @description default: the business date */
                    submittedOnDate?: string;
                    /** @description refused until savings products exist */
                    savingsProductId?: number;
                    clientNonPersonDetails?: {
                        incorpNumber?: string;
                        incorpValidityTillDate?: string;
                        constitutionId?: number;
                        mainBusinessLineId?: number;
                        remarks?: string;
                    };
                    /** @description the group the new client joins */
                    groupId?: number;
                    familyMembers?: unknown[];
                    address?: unknown[];
                    /** @description first entries of the client in its datatables (each needs CREATE_<datatable>) */
                    datatables?: {
                        registeredTableName: string;
                        data: {
                            [key: string]: unknown;
                        };
                    }[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a client by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyClientExternalIdCommand: {
        parameters: {
            query: {
                /** @description activate | close | reject | withdraw | reactivate | undoRejection | undoWithdrawal | assignStaff | unassignStaff | updateSavingsAccount | proposeTransfer | withdrawTransfer | acceptTransfer | rejectTransfer | proposeAndAcceptTransfer */
                command: string;
            };
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description activate */
                    activationDate?: string;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    closureDate?: string;
                    /** @description close: a value of code ClientClosureReason */
                    closureReasonId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    rejectionDate?: string;
                    /** @description reject: a value of code ClientRejectReason */
                    rejectionReasonId?: number;
                    /** @description Date in `dateFormat`; needs `locale`. */
                    withdrawalDate?: string;
                    /** @description withdraw: a value of code ClientWithdrawReason */
                    withdrawalReasonId?: number;
                    /** @description reactivate */
                    reactivationDate?: string;
                    /** @description undoRejection, undoWithdrawal */
                    reopenedDate?: string;
                    /** @description assignStaff, unassignStaff, acceptTransfer, proposeAndAcceptTransfer */
                    staffId?: number;
                    /** @description updateSavingsAccount (refused until savings accounts exist) */
                    savingsAccountId?: number;
                    /** @description proposeTransfer, proposeAndAcceptTransfer */
                    destinationOfficeId?: number;
                    /** @description proposeTransfer; default the business date */
                    transferDate?: string;
                    transferActiveLoans?: boolean;
                    /** @description refused until groups exist */
                    destinationGroupId?: number;
                    note?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Change a client’s status, staff or office, by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a pending client by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        /** @description the group a new client joined */
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        resourceExternalId?: string;
                        savingsId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientTransferproposaldate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date of the client’s proposed transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalDate"] | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientExternalIdTransferproposaldate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date of the client’s proposed transfer, by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalDate"] | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientIdentifiers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the identifiers of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        documentType: {
                            id: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        documentKey: string;
                        description?: string;
                        /** @description clientIdentifierStatusType.active or clientIdentifierStatusType.inactive */
                        status: string;
                        allowedDocumentTypes?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientIdentifier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a value of code Customer Identifier; mandatory on create */
                    documentTypeId?: number;
                    /** @description mandatory on create; unique per document type */
                    documentKey?: string;
                    /** @description ACTIVE (default) or INACTIVE; one active identifier per type and client */
                    status?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Add an identifier to a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientIdentifierTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client identifier template: the document types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedDocumentTypes: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientIdentifier: {
        parameters: {
            query?: {
                /** @description true adds the option lists */
                template?: string;
            };
            header?: never;
            path: {
                clientId: number;
                identifierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a client identifier (template=true adds the document types) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        documentType: {
                            id: number;
                            name?: string;
                            active: boolean;
                            mandatory: boolean;
                        };
                        documentKey: string;
                        description?: string;
                        /** @description clientIdentifierStatusType.active or clientIdentifierStatusType.inactive */
                        status: string;
                        allowedDocumentTypes?: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientIdentifier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                identifierId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a value of code Customer Identifier; mandatory on create */
                    documentTypeId?: number;
                    /** @description mandatory on create; unique per document type */
                    documentKey?: string;
                    /** @description ACTIVE (default) or INACTIVE; one active identifier per type and client */
                    status?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Update a client identifier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientIdentifier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                identifierId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a client identifier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientAddressTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Address template: countries, states, address types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countryIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        stateProvinceIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        addressTypeIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientAddresses: {
        parameters: {
            query?: {
                /** @description an address type id (value of ADDRESS_TYPE); 0 or absent: every type */
                type?: string;
                /** @description true: active addresses, false: inactive ones */
                status?: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the addresses of a client (?type=, ?status=true|false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientID: number;
                        addressType?: string;
                        addressId: number;
                        addressTypeId: number;
                        isActive: boolean;
                        street?: string;
                        addressLine1?: string;
                        addressLine2?: string;
                        addressLine3?: string;
                        townVillage?: string;
                        city?: string;
                        countyDistrict?: string;
                        /** @description 0 when none */
                        stateProvinceId: number;
                        countryName?: string;
                        stateName?: string;
                        /** @description 0 when none */
                        countryId: number;
                        postalCode?: string;
                        latitude?: number;
                        longitude?: number;
                        createdBy?: string;
                        createdOn?: components["schemas"]["LocalDate"];
                        updatedBy?: string;
                        updatedOn?: components["schemas"]["LocalDate"];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description PUT: the address to change (mandatory) */
                    addressId?: number;
                    street?: string;
                    addressLine1?: string;
                    addressLine2?: string;
                    addressLine3?: string;
                    townVillage?: string;
                    city?: string;
                    countyDistrict?: string;
                    /** @description a value of code STATE */
                    stateProvinceId?: number;
                    /** @description a value of code COUNTRY */
                    countryId?: number;
                    postalCode?: string;
                    latitude?: number;
                    longitude?: number;
                    isActive?: boolean;
                    /** @description accepted; the server records the user */
                    createdBy?: string;
                    /** @description accepted; the server records the business date */
                    createdOn?: string;
                    /** @description accepted; the server records the user */
                    updatedBy?: string;
                    /** @description accepted; the server records the business date */
                    updatedOn?: string;
                    locale?: string;
                    dateFormat?: string;
                };
            };
        };
        responses: {
            /** @description Update an address (addressId) of a client (needs enable-address) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientAddress: {
        parameters: {
            query: {
                /** @description the address type id, a value of ADDRESS_TYPE (mandatory) */
                type: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description PUT: the address to change (mandatory) */
                    addressId?: number;
                    street?: string;
                    addressLine1?: string;
                    addressLine2?: string;
                    addressLine3?: string;
                    townVillage?: string;
                    city?: string;
                    countyDistrict?: string;
                    /** @description a value of code STATE */
                    stateProvinceId?: number;
                    /** @description a value of code COUNTRY */
                    countryId?: number;
                    postalCode?: string;
                    latitude?: number;
                    longitude?: number;
                    isActive?: boolean;
                    /** @description accepted; the server records the user */
                    createdBy?: string;
                    /** @description accepted; the server records the business date */
                    createdOn?: string;
                    /** @description accepted; the server records the user */
                    updatedBy?: string;
                    /** @description accepted; the server records the business date */
                    updatedOn?: string;
                    locale?: string;
                    dateFormat?: string;
                };
            };
        };
        responses: {
            /** @description Add an address of type ?type= to a client (needs enable-address) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveFieldconfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ADDRESS */
                entity: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Field configuration of an entity (ADDRESS): enabled and mandatory fields, patterns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fieldConfigurationId: number;
                        entity: string;
                        subentity: string;
                        field: string;
                        isEnabled: boolean;
                        isMandatory: boolean;
                        validationRegex?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientFamilymembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the family members of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        firstName: string;
                        middleName?: string;
                        lastName?: string;
                        qualification?: string;
                        relationshipId: number;
                        relationship?: string;
                        /** @description 0 when none */
                        maritalStatusId: number;
                        maritalStatus?: string;
                        /** @description 0 when none */
                        genderId: number;
                        gender?: string;
                        dateOfBirth?: components["schemas"]["LocalDate"];
                        /** @description 0 when none */
                        professionId: number;
                        profession?: string;
                        mobileNumber?: string;
                        /** @description 0 when none */
                        age: number;
                        isDependent: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientFamilymember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    firstName?: string;
                    middleName?: string;
                    lastName?: string;
                    qualification?: string;
                    mobileNumber?: string;
                    /** @description a value of code RELATIONSHIP; mandatory on create */
                    relationshipId?: number;
                    /** @description a value of code MARITAL STATUS */
                    maritalStatusId?: number;
                    /** @description a value of code Gender */
                    genderId?: number;
                    /** @description a value of code PROFESSION */
                    professionId?: number;
                    age?: number;
                    isDependent?: boolean;
                    /** @description in dateFormat; not after the business date */
                    dateOfBirth?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Add a family member to a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientFamilymemberTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Family member template: relationships, genders, marital statuses, professions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        relationshipIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        genderIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        maritalStatusIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        professionIdOptions: {
                            id: number;
                            name?: string;
                            position: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientFamilymember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                familyMemberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a family member of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        firstName: string;
                        middleName?: string;
                        lastName?: string;
                        qualification?: string;
                        relationshipId: number;
                        relationship?: string;
                        /** @description 0 when none */
                        maritalStatusId: number;
                        maritalStatus?: string;
                        /** @description 0 when none */
                        genderId: number;
                        gender?: string;
                        dateOfBirth?: components["schemas"]["LocalDate"];
                        /** @description 0 when none */
                        professionId: number;
                        profession?: string;
                        mobileNumber?: string;
                        /** @description 0 when none */
                        age: number;
                        isDependent: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientFamilymember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                familyMemberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    firstName?: string;
                    middleName?: string;
                    lastName?: string;
                    qualification?: string;
                    mobileNumber?: string;
                    /** @description a value of code RELATIONSHIP; mandatory on create */
                    relationshipId?: number;
                    /** @description a value of code MARITAL STATUS */
                    maritalStatusId?: number;
                    /** @description a value of code Gender */
                    genderId?: number;
                    /** @description a value of code PROFESSION */
                    professionId?: number;
                    age?: number;
                    isDependent?: boolean;
                    /** @description in dateFormat; not after the business date */
                    dateOfBirth?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a family member of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientFamilymember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                familyMemberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a family member of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientCharges: {
        parameters: {
            query?: {
                /** @description all (default), active or inactive */
                chargeStatus?: string;
                /** @description true: neither paid nor waived; false: paid or waived */
                pendingPayment?: string;
                offset?: string;
                /** @description page size; absent or 0: all */
                limit?: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the charges of a client (paged; chargeStatus, pendingPayment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            clientId: number;
                            chargeId: number;
                            name?: string;
                            chargeTimeType: components["schemas"]["EnumOption"];
                            dueDate?: components["schemas"]["LocalDate"];
                            chargeCalculationType: components["schemas"]["EnumOption"];
                            currency: {
                                code: string;
                                name: string;
                                decimalPlaces: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode: string;
                                displayLabel: string;
                            };
                            amount: number;
                            amountPaid: number;
                            amountWaived: number;
                            amountWrittenOff: number;
                            amountOutstanding: number;
                            penalty: boolean;
                            isActive: boolean;
                            isPaid: boolean;
                            isWaived: boolean;
                            inactivationDate?: components["schemas"]["LocalDate"];
                            clientTransactionDatas?: {
                                id: number;
                                officeId: number;
                                officeName?: string;
                                type: components["schemas"]["EnumOption"];
                                date: components["schemas"]["LocalDate"];
                                currency: {
                                    code: string;
                                    name: string;
                                    decimalPlaces: number;
                                    inMultiplesOf?: number;
                                    displaySymbol?: string;
                                    nameCode: string;
                                    displayLabel: string;
                                };
                                paymentDetailData?: {
                                    id: number;
                                    paymentType: {
                                        id: number;
                                        name?: string;
                                    };
                                    accountNumber?: string;
                                    checkNumber?: string;
                                    routingCode?: string;
                                    receiptNumber?: string;
                                    bankNumber?: string;
                                };
                                amount: number;
                                externalId?: string;
                                submittedOnDate: components["schemas"]["LocalDate"];
                                reversed: boolean;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description an active charge that applies to clients (mandatory) */
                    chargeId?: number;
                    /** @description mandatory; rounded to the charge currency */
                    amount?: number;
                    /** @description mandatory; not before the client’s activation */
                    dueDate?: string;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Apply a charge to an active client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientChargeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client charge template: the active charges that apply to clients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        penalty: boolean;
                        /** @description the active charges that apply to clients (ChargeData) */
                        chargeOptions: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientCharge: {
        parameters: {
            query?: {
                /** @description transactions or all */
                associations?: string;
            };
            header?: never;
            path: {
                clientId: number;
                /** @description the client charge id */
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a charge of a client (associations=transactions adds its transactions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        chargeId: number;
                        name?: string;
                        chargeTimeType: components["schemas"]["EnumOption"];
                        dueDate?: components["schemas"]["LocalDate"];
                        chargeCalculationType: components["schemas"]["EnumOption"];
                        currency: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        };
                        amount: number;
                        amountPaid: number;
                        amountWaived: number;
                        amountWrittenOff: number;
                        amountOutstanding: number;
                        penalty: boolean;
                        isActive: boolean;
                        isPaid: boolean;
                        isWaived: boolean;
                        inactivationDate?: components["schemas"]["LocalDate"];
                        clientTransactionDatas?: {
                            id: number;
                            officeId: number;
                            officeName?: string;
                            type: components["schemas"]["EnumOption"];
                            date: components["schemas"]["LocalDate"];
                            currency: {
                                code: string;
                                name: string;
                                decimalPlaces: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode: string;
                                displayLabel: string;
                            };
                            paymentDetailData?: {
                                id: number;
                                paymentType: {
                                    id: number;
                                    name?: string;
                                };
                                accountNumber?: string;
                                checkNumber?: string;
                                routingCode?: string;
                                receiptNumber?: string;
                                bankNumber?: string;
                            };
                            amount: number;
                            externalId?: string;
                            submittedOnDate: components["schemas"]["LocalDate"];
                            reversed: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyClientChargeCommand: {
        parameters: {
            query: {
                /** @description paycharge or waive */
                command: string;
            };
            header?: never;
            path: {
                clientId: number;
                /** @description the client charge id */
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description paycharge: at most what is outstanding */
                    amount?: number;
                    /** @description paycharge: not before activation, not after the business date */
                    transactionDate?: string;
                    dateFormat?: string;
                    locale?: string;
                    paymentTypeId?: number;
                    accountNumber?: string;
                    checkNumber?: string;
                    routingCode?: string;
                    receiptNumber?: string;
                    bankNumber?: string;
                    /** @description unique among client transactions */
                    externalId?: string;
                };
            };
        };
        responses: {
            /** @description Pay (?command=paycharge) or waive (?command=waive) a charge of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                /** @description the client charge id */
                chargeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a charge of a client that nothing was paid or waived on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientTransactions: {
        parameters: {
            query?: {
                /** @description rows to skip */
                offset?: string;
                /** @description page size; absent or 0: all */
                limit?: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the transactions of a client, newest first (paged) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            officeId: number;
                            officeName?: string;
                            type: components["schemas"]["EnumOption"];
                            date: components["schemas"]["LocalDate"];
                            currency: {
                                code: string;
                                name: string;
                                decimalPlaces: number;
                                inMultiplesOf?: number;
                                displaySymbol?: string;
                                nameCode: string;
                                displayLabel: string;
                            };
                            paymentDetailData?: {
                                id: number;
                                paymentType: {
                                    id: number;
                                    name?: string;
                                };
                                accountNumber?: string;
                                checkNumber?: string;
                                routingCode?: string;
                                receiptNumber?: string;
                                bankNumber?: string;
                            };
                            amount: number;
                            externalId?: string;
                            submittedOnDate: components["schemas"]["LocalDate"];
                            reversed: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                transactionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a transaction of a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        officeId: number;
                        officeName?: string;
                        type: components["schemas"]["EnumOption"];
                        date: components["schemas"]["LocalDate"];
                        currency: {
                            code: string;
                            name: string;
                            decimalPlaces: number;
                            inMultiplesOf?: number;
                            displaySymbol?: string;
                            nameCode: string;
                            displayLabel: string;
                        };
                        paymentDetailData?: {
                            id: number;
                            paymentType: {
                                id: number;
                                name?: string;
                            };
                            accountNumber?: string;
                            checkNumber?: string;
                            routingCode?: string;
                            receiptNumber?: string;
                            bankNumber?: string;
                        };
                        amount: number;
                        externalId?: string;
                        submittedOnDate: components["schemas"]["LocalDate"];
                        reversed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyClientTransactionCommand: {
        parameters: {
            query: {
                /** @description undo */
                command: string;
            };
            header?: never;
            path: {
                clientId: number;
                transactionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Undo a transaction of a client (?command=undo) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        clientId?: number;
                        resourceId?: number;
                        subResourceId?: number;
                        transactionId?: string;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientCollaterals: {
        parameters: {
            query?: {
                /** @description a loan product id: only collaterals in the product's currency */
                prodId?: string;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a client's collaterals (prodId: only those in the loan product's currency) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        /** @description the collateral type's name */
                        name: string;
                        /** @description available (unpledged) quantity */
                        quantity: number;
                        /** @description quantity × basePrice */
                        total: number;
                        /** @description total × pctToBase / 100 */
                        totalCollateral: number;
                        /** @description GET one only */
                        loanTransactionData?: ({
                            loanId: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientCollateral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the collateral type; mandatory */
                    collateralId?: number;
                    /** @description greater than 0; mandatory; a string is read with `locale` */
                    quantity?: number | string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Add a collateral to a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientCollateralTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client collateral template: the client's collaterals to pledge from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the client collateral id (to pledge on a loan application) */
                        collateralId: number;
                        name: string;
                        basePrice: number;
                        pctToBase: number;
                        quantity: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientCollateral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                clientCollateralId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a client collateral */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId: number;
                        /** @description the collateral type's name */
                        name: string;
                        /** @description available (unpledged) quantity */
                        quantity: number;
                        /** @description quantity × basePrice */
                        total: number;
                        /** @description total × pctToBase / 100 */
                        totalCollateral: number;
                        /** @description GET one only */
                        loanTransactionData?: ({
                            loanId: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientCollateral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                clientCollateralId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description greater than 0; mandatory; a string is read with `locale` */
                    quantity?: number | string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a client collateral's quantity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientCollateral: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
                clientCollateralId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a client collateral */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAssociatedAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client’s accounts: loans, savings, shares and loans it guarantees (empty lists left out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        savingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        shareAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        guarantorAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAssociatedAccountsByExternalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client’s accounts, the client named by external id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        savingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        shareAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        guarantorAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGroupTemplate: {
        parameters: {
            query?: {
                officeId?: string;
                /** @description `true` adds the office's centers */
                center?: string;
                /** @description the template of a group under that center */
                centerId?: string;
                /** @description `close`: the closure reasons */
                command?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Group template: offices, staff, roles (centers with center=true; a center's group with centerId; closure reasons with command=close) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        centerId?: number;
                        accountNo?: string;
                        centerName?: string;
                        staffId?: number;
                        staffName?: string;
                        centerOptions?: unknown[];
                        officeOptions?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        staffOptions?: {
                            id: number;
                            firstname?: string;
                            lastname?: string;
                            displayName: string;
                            officeId?: number;
                            officeName?: string;
                            isLoanOfficer: boolean;
                            externalId?: string;
                            mobileNo?: string;
                            isActive: boolean;
                            joiningDate?: components["schemas"]["LocalDate"];
                        }[];
                        clientOptions?: {
                            id: number;
                            displayName: string;
                            officeId: number;
                            officeName: string;
                        }[];
                        availableRoles?: {
                            id: number;
                            name?: string;
                            position?: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        closureReasons?: {
                            id: number;
                            name?: string;
                            position?: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        datatables?: unknown[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllGroups: {
        parameters: {
            query?: {
                officeId?: string;
                staffId?: string;
                /** @description exact external id */
                externalId?: string;
                /** @description offices at or below this office hierarchy, e.g. `.1.2.` */
                underHierarchy?: string;
                /** @description `true`: answer `{totalFilteredRecords, pageItems}` */
                paged?: string;
                offset?: string;
                /** @description default 200; 0 for all */
                limit?: string;
                /** @description id, name, accountNo, externalId, officeId, officeName, staffId, status, activationDate, submittedOnDate */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
                /** @description part of the name, any letter case */
                name?: string;
                /** @description `true`: only groups under no center */
                orphansOnly?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List groups (array, or a page with paged=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        name: string;
                        externalId?: string;
                        status: components["schemas"]["EnumOption"];
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        officeId: number;
                        officeName: string;
                        centerId?: number;
                        centerName?: string;
                        staffId?: number;
                        staffName?: string;
                        hierarchy?: string;
                        /** @description the level id as text: "2" */
                        groupLevel: string;
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                    }[] | {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            accountNo: string;
                            name: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            officeId: number;
                            officeName: string;
                            centerId?: number;
                            centerName?: string;
                            staffId?: number;
                            staffName?: string;
                            hierarchy?: string;
                            /** @description the level id as text: "2" */
                            groupLevel: string;
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory */
                    name?: string;
                    /** @description mandatory on create (a group under a center takes the center's office) */
                    officeId?: number;
                    centerId?: number | null;
                    externalId?: string;
                    staffId?: number | null;
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory with `active: true`. */
                    activationDate?: string;
                    submittedOnDate?: string;
                    /** @description create only */
                    clientMembers?: number[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a group (pending, or active with active=true and activationDate; under a center with centerId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGroup: {
        parameters: {
            query?: {
                /** @description clientMembers, activeClientMembers, groupRoles or all */
                associations?: string;
                /** @description adds that role as `selectedRole` */
                roleId?: string;
                /** @description `true` adds office, staff and role options */
                template?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a group (associations, roleId, template=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        name: string;
                        externalId?: string;
                        status: components["schemas"]["EnumOption"];
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        officeId: number;
                        officeName: string;
                        centerId?: number;
                        centerName?: string;
                        staffId?: number;
                        staffName?: string;
                        hierarchy?: string;
                        /** @description the level id as text: "2" */
                        groupLevel: string;
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                    } & {
                        clientMembers?: {
                            id: number;
                            accountNo: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            firstname?: string;
                            middlename?: string;
                            lastname?: string;
                            fullname?: string;
                            displayName: string;
                            mobileNo?: string;
                            emailAddress?: string;
                            dateOfBirth?: components["schemas"]["LocalDate"];
                            isStaff: boolean;
                            officeId: number;
                            officeName: string;
                            staffId?: number;
                            staffName?: string;
                            legalForm?: components["schemas"]["EnumOption"];
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        activeClientMembers?: {
                            id: number;
                            accountNo: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            firstname?: string;
                            middlename?: string;
                            lastname?: string;
                            fullname?: string;
                            displayName: string;
                            mobileNo?: string;
                            emailAddress?: string;
                            dateOfBirth?: components["schemas"]["LocalDate"];
                            isStaff: boolean;
                            officeId: number;
                            officeName: string;
                            staffId?: number;
                            staffName?: string;
                            legalForm?: components["schemas"]["EnumOption"];
                            submittedOnDate?: components["schemas"]["LocalDate"];
                        }[];
                        groupRoles?: {
                            id: number;
                            role: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            clientId?: number;
                            clientName?: string;
                        }[];
                        selectedRole?: {
                            id: number;
                            role: {
                                id: number;
                                name?: string;
                                active: boolean;
                                mandatory: boolean;
                            };
                            clientId?: number;
                            clientName?: string;
                        };
                        officeOptions?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        staffOptions?: {
                            id: number;
                            firstname?: string;
                            lastname?: string;
                            displayName: string;
                            officeId?: number;
                            officeName?: string;
                            isLoanOfficer: boolean;
                            externalId?: string;
                            mobileNo?: string;
                            isActive: boolean;
                            joiningDate?: components["schemas"]["LocalDate"];
                        }[];
                        availableRoles?: {
                            id: number;
                            name?: string;
                            position?: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        clientOptions?: {
                            id: number;
                            displayName: string;
                            officeId: number;
                            officeName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory */
                    name?: string;
                    /** @description mandatory on create (a group under a center takes the center's office) */
                    officeId?: number;
                    centerId?: number | null;
                    externalId?: string;
                    staffId?: number | null;
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory with `active: true`. */
                    activationDate?: string;
                    submittedOnDate?: string;
                    /** @description create only */
                    clientMembers?: number[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyGroupCommand: {
        parameters: {
            query: {
                command: string;
                /** @description unassignRole, updateRole: the role */
                roleId?: string;
            };
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activationDate?: string;
                    closureDate?: string;
                    closureReasonId?: number;
                    clientMembers?: number[];
                    staffId?: number;
                    inheritStaffForClientAccounts?: boolean;
                    destinationGroupId?: number;
                    clients?: {
                        id: number;
                    }[];
                    inheritDestinationGroupLoanOfficer?: boolean;
                    transferActiveLoans?: boolean;
                    /** @description a value of code GROUPROLE */
                    role?: number;
                    clientId?: number;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Group commands: activate, associate / disassociate / transfer clients, assign / unassign staff, close, assign / unassign / update a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a pending group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGroupCommandUnassignStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activationDate?: string;
                    closureDate?: string;
                    closureReasonId?: number;
                    clientMembers?: number[];
                    staffId?: number;
                    inheritStaffForClientAccounts?: boolean;
                    destinationGroupId?: number;
                    clients?: {
                        id: number;
                    }[];
                    inheritDestinationGroupLoanOfficer?: boolean;
                    transferActiveLoans?: boolean;
                    /** @description a value of code GROUPROLE */
                    role?: number;
                    clientId?: number;
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Unassign the staff member of a group or center */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCenterTemplate: {
        parameters: {
            query?: {
                officeId?: string;
                /** @description `close`: the closure reasons */
                command?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Center template: offices, staff (closure reasons with command=close) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        officeOptions?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        staffOptions?: {
                            id: number;
                            firstname?: string;
                            lastname?: string;
                            displayName: string;
                            officeId?: number;
                            officeName?: string;
                            isLoanOfficer: boolean;
                            externalId?: string;
                            mobileNo?: string;
                            isActive: boolean;
                            joiningDate?: components["schemas"]["LocalDate"];
                        }[];
                        groupMembersOptions?: {
                            id: number;
                            accountNo: string;
                            name: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            officeId: number;
                            officeName: string;
                            centerId?: number;
                            centerName?: string;
                            staffId?: number;
                            staffName?: string;
                            hierarchy?: string;
                            /** @description the level id as text: "2" */
                            groupLevel: string;
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                        }[];
                        closureReasons?: {
                            id: number;
                            name?: string;
                            position?: number;
                            description?: string;
                            active: boolean;
                            mandatory: boolean;
                        }[];
                        datatables?: unknown[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllCenters: {
        parameters: {
            query?: {
                officeId?: string;
                staffId?: string;
                /** @description exact external id */
                externalId?: string;
                /** @description offices at or below this office hierarchy, e.g. `.1.2.` */
                underHierarchy?: string;
                /** @description `true`: answer `{totalFilteredRecords, pageItems}` */
                paged?: string;
                offset?: string;
                /** @description default 200; 0 for all */
                limit?: string;
                /** @description id, name, accountNo, externalId, officeId, officeName, staffId, status, activationDate, submittedOnDate */
                orderBy?: string;
                /** @description ASC or DESC */
                sortOrder?: string;
                /** @description name pattern (SQL LIKE, any letter case) */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List centers (array, or a page with paged=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        name: string;
                        externalId?: string;
                        officeId: number;
                        officeName: string;
                        staffId?: number;
                        staffName?: string;
                        hierarchy?: string;
                        status: components["schemas"]["EnumOption"];
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                    }[] | {
                        totalFilteredRecords: number;
                        pageItems: {
                            id: number;
                            accountNo: string;
                            name: string;
                            externalId?: string;
                            officeId: number;
                            officeName: string;
                            staffId?: number;
                            staffName?: string;
                            hierarchy?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createCenter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory */
                    name?: string;
                    /** @description mandatory on create */
                    officeId?: number;
                    externalId?: string;
                    staffId?: number | null;
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory with `active: true`. */
                    activationDate?: string;
                    submittedOnDate?: string;
                    /** @description create only */
                    groupMembers?: number[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Create a center (pending, or active with active=true and activationDate) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCenter: {
        parameters: {
            query?: {
                /** @description groupMembers */
                associations?: string;
                /** @description `true` adds office, staff and group options */
                template?: string;
                staffInSelectedOfficeOnly?: string;
            };
            header?: never;
            path: {
                centerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a center (associations=groupMembers, template=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountNo: string;
                        name: string;
                        externalId?: string;
                        officeId: number;
                        officeName: string;
                        staffId?: number;
                        staffName?: string;
                        hierarchy?: string;
                        status: components["schemas"]["EnumOption"];
                        active: boolean;
                        activationDate?: components["schemas"]["LocalDate"];
                        timeline: {
                            submittedOnDate?: components["schemas"]["LocalDate"];
                            submittedByUsername?: string;
                            submittedByFirstname?: string;
                            submittedByLastname?: string;
                            activatedOnDate?: components["schemas"]["LocalDate"];
                            activatedByUsername?: string;
                            activatedByFirstname?: string;
                            activatedByLastname?: string;
                            closedOnDate?: components["schemas"]["LocalDate"];
                            closedByUsername?: string;
                            closedByFirstname?: string;
                            closedByLastname?: string;
                        };
                    } & {
                        groupMembers?: {
                            id: number;
                            accountNo: string;
                            name: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            officeId: number;
                            officeName: string;
                            centerId?: number;
                            centerName?: string;
                            staffId?: number;
                            staffName?: string;
                            hierarchy?: string;
                            /** @description the level id as text: "2" */
                            groupLevel: string;
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                        }[];
                        officeOptions?: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        staffOptions?: {
                            id: number;
                            firstname?: string;
                            lastname?: string;
                            displayName: string;
                            officeId?: number;
                            officeName?: string;
                            isLoanOfficer: boolean;
                            externalId?: string;
                            mobileNo?: string;
                            isActive: boolean;
                            joiningDate?: components["schemas"]["LocalDate"];
                        }[];
                        groupMembersOptions?: {
                            id: number;
                            accountNo: string;
                            name: string;
                            externalId?: string;
                            status: components["schemas"]["EnumOption"];
                            active: boolean;
                            activationDate?: components["schemas"]["LocalDate"];
                            officeId: number;
                            officeName: string;
                            centerId?: number;
                            centerName?: string;
                            staffId?: number;
                            staffName?: string;
                            hierarchy?: string;
                            /** @description the level id as text: "2" */
                            groupLevel: string;
                            timeline: {
                                submittedOnDate?: components["schemas"]["LocalDate"];
                                submittedByUsername?: string;
                                submittedByFirstname?: string;
                                submittedByLastname?: string;
                                activatedOnDate?: components["schemas"]["LocalDate"];
                                activatedByUsername?: string;
                                activatedByFirstname?: string;
                                activatedByLastname?: string;
                                closedOnDate?: components["schemas"]["LocalDate"];
                                closedByUsername?: string;
                                closedByFirstname?: string;
                                closedByLastname?: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory */
                    name?: string;
                    /** @description mandatory on create */
                    officeId?: number;
                    externalId?: string;
                    staffId?: number | null;
                    active?: boolean;
                    /** @description Date in `dateFormat`; needs `locale`. Mandatory with `active: true`. */
                    activationDate?: string;
                    submittedOnDate?: string;
                    /** @description create only */
                    groupMembers?: number[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Update a center */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyCenterCommand: {
        parameters: {
            query: {
                command: string;
            };
            header?: never;
            path: {
                centerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activationDate?: string;
                    closureDate?: string;
                    closureReasonId?: number;
                    groupMembers?: number[];
                    dateFormat?: string;
                    locale?: string;
                };
            };
        };
        responses: {
            /** @description Center commands: activate, close, associate / disassociate groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a pending center */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        officeId?: number;
                        groupId?: number;
                        clientId?: number;
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGroupAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A group’s accounts: its own and its members’ loans and savings (empty lists left out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        groupLoanIndividualMonitoringAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        savingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        memberLoanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        memberSavingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        gsimAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveCenterAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A center’s accounts: its own and its members’ loans and savings (empty lists left out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        groupLoanIndividualMonitoringAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        savingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        memberLoanAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        memberSavingsAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        gsimAccounts?: ({
                            id: number;
                            accountNo?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List scheduler jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: number;
                        displayName: string;
                        shortName: string;
                        /** @description Epoch milliseconds */
                        nextRunTime?: number;
                        initializingError?: string;
                        /**
                         * @description Quartz cron expression
                         * @example 0 0 0 1/1 * ? *
                         */
                        cronExpression: string;
                        active: boolean;
                        currentlyRunning: boolean;
                        lastRunHistory?: {
                            version: number;
                            /** @description Epoch milliseconds */
                            jobRunStartTime: number;
                            /** @description Epoch milliseconds */
                            jobRunEndTime: number;
                            /**
                             * @example success
                             * @example failed
                             */
                            status: string;
                            jobRunErrorMessage?: string;
                            /**
                             * @example cron
                             * @example application
                             */
                            triggerType: string;
                            jobRunErrorLog?: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJobNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the jobs whose business steps can be configured */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Jobs whose business steps can be configured.
                         * @example [
                         *       "LOAN_CLOSE_OF_BUSINESS"
                         *     ]
                         */
                        businessJobs: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveJobShortName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shortName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a job by short name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: number;
                        displayName: string;
                        shortName: string;
                        /** @description Epoch milliseconds */
                        nextRunTime?: number;
                        initializingError?: string;
                        /**
                         * @description Quartz cron expression
                         * @example 0 0 0 1/1 * ? *
                         */
                        cronExpression: string;
                        active: boolean;
                        currentlyRunning: boolean;
                        lastRunHistory?: {
                            version: number;
                            /** @description Epoch milliseconds */
                            jobRunStartTime: number;
                            /** @description Epoch milliseconds */
                            jobRunEndTime: number;
                            /**
                             * @example success
                             * @example failed
                             */
                            status: string;
                            jobRunErrorMessage?: string;
                            /**
                             * @example cron
                             * @example application
                             */
                            triggerType: string;
                            jobRunErrorLog?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateJobShortName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shortName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    /** @description Quartz cron expression (6 or 7 fields) */
                    cronExpression?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a job by short name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyJobShortNameCommand: {
        parameters: {
            query?: {
                command?: string;
            };
            header?: never;
            path: {
                shortName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJobShortNameRunhistory: {
        parameters: {
            query?: {
                offset?: string;
                limit?: string;
                orderBy?: string;
                sortOrder?: string;
            };
            header?: never;
            path: {
                shortName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the runs of a job, by short name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            version: number;
                            /** @description Epoch milliseconds */
                            jobRunStartTime: number;
                            /** @description Epoch milliseconds */
                            jobRunEndTime: number;
                            /**
                             * @example success
                             * @example failed
                             */
                            status: string;
                            jobRunErrorMessage?: string;
                            /**
                             * @example cron
                             * @example application
                             */
                            triggerType: string;
                            jobRunErrorLog?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: number;
                        displayName: string;
                        shortName: string;
                        /** @description Epoch milliseconds */
                        nextRunTime?: number;
                        initializingError?: string;
                        /**
                         * @description Quartz cron expression
                         * @example 0 0 0 1/1 * ? *
                         */
                        cronExpression: string;
                        active: boolean;
                        currentlyRunning: boolean;
                        lastRunHistory?: {
                            version: number;
                            /** @description Epoch milliseconds */
                            jobRunStartTime: number;
                            /** @description Epoch milliseconds */
                            jobRunEndTime: number;
                            /**
                             * @example success
                             * @example failed
                             */
                            status: string;
                            jobRunErrorMessage?: string;
                            /**
                             * @example cron
                             * @example application
                             */
                            triggerType: string;
                            jobRunErrorLog?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    /** @description Quartz cron expression (6 or 7 fields) */
                    cronExpression?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a job (display name, cron expression, active) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyJobCommand: {
        parameters: {
            query?: {
                command?: string;
            };
            header?: never;
            path: {
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllJobRunhistory: {
        parameters: {
            query?: {
                offset?: string;
                limit?: string;
                orderBy?: string;
                sortOrder?: string;
            };
            header?: never;
            path: {
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the runs of a job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalFilteredRecords: number;
                        pageItems: {
                            version: number;
                            /** @description Epoch milliseconds */
                            jobRunStartTime: number;
                            /** @description Epoch milliseconds */
                            jobRunEndTime: number;
                            /**
                             * @example success
                             * @example failed
                             */
                            status: string;
                            jobRunErrorMessage?: string;
                            /**
                             * @example cron
                             * @example application
                             */
                            triggerType: string;
                            jobRunErrorLog?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllScheduler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the scheduler status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createScheduler: {
        parameters: {
            query?: {
                command?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Start or stop the scheduler (command=start|stop) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllLoanIsCatchUpRunning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a loan close-of-business catch-up is running, and the date it processes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isCatchUpRunning: boolean;
                        processingDate: components["schemas"]["LocalDate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllLoanLocked: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: string;
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Loans locked by close-of-business processing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: number;
                        limit: number;
                        content: {
                            loanId: number;
                            /**
                             * @example LOAN_COB_CHUNK_PROCESSING
                             * @example LOAN_INLINE_COB_PROCESSING
                             */
                            lockOwner: string;
                            error?: string;
                            stacktrace?: string;
                            lockPlacedOn?: string;
                            lockPlacedOnCobBusinessDate?: components["schemas"]["LocalDate"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in: check a username and password and get the user, roles and permissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        userId: number;
                        base64EncodedAuthenticationKey?: string;
                        accessToken?: string;
                        authenticated: boolean;
                        officeId?: number;
                        officeName?: string;
                        staffId?: number;
                        staffDisplayName?: string;
                        roles?: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        permissions?: string[];
                        shouldRenewPassword: boolean;
                        isTwoFactorAuthenticationRequired: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllUserdetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user (OAuth 2.0 bearer or HTTP Basic): office, roles, permissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        userId: number;
                        base64EncodedAuthenticationKey?: string;
                        accessToken?: string;
                        authenticated: boolean;
                        officeId?: number;
                        officeName?: string;
                        staffId?: number;
                        staffDisplayName?: string;
                        roles?: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        permissions?: string[];
                        shouldRenewPassword: boolean;
                        isTwoFactorAuthenticationRequired: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the users of your office and the offices below it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        officeId?: number;
                        officeName?: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        passwordNeverExpires: boolean;
                        availableRoles?: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        selectedRoles: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        staff?: {
                            id: number;
                            displayName: string;
                        };
                        isSelfServiceUser: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    officeId?: number | string;
                    staffId?: number | string;
                    /** @description Role ids; at least one. */
                    roles?: (number | string)[];
                    /** @description Must match the active password policy; never returned. */
                    password?: string;
                    repeatPassword?: string;
                    /** @description Required on create; false to set `password`. */
                    sendPasswordToEmail?: boolean;
                    passwordNeverExpires?: boolean;
                    isSelfServiceUser?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveUserTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options for a new user: offices and roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedOffices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                        availableRoles: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        selfServiceRoles: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        officeId?: number;
                        officeName?: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        passwordNeverExpires: boolean;
                        availableRoles?: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        selectedRoles: {
                            id: number;
                            name: string;
                            description: string;
                            disabled: boolean;
                        }[];
                        staff?: {
                            id: number;
                            displayName: string;
                        };
                        isSelfServiceUser: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    officeId?: number | string;
                    staffId?: number | string;
                    /** @description Role ids; at least one. */
                    roles?: (number | string)[];
                    /** @description Must match the active password policy; never returned. */
                    password?: string;
                    repeatPassword?: string;
                    /** @description Required on create; false to set `password`. */
                    sendPasswordToEmail?: boolean;
                    passwordNeverExpires?: boolean;
                    isSelfServiceUser?: boolean;
                };
            };
        };
        responses: {
            /** @description Update a user (details, office, roles, password) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a user (kept, flagged deleted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        disabled: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Create a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        disabled: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Update a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    applyRoleCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enable or disable a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a role no user holds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllRolePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a role with every permission, selected when the role holds it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        disabled: boolean;
                        permissionUsageData: {
                            grouping?: string;
                            code: string;
                            entityName?: string;
                            actionName?: string;
                            selected: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateRolePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Permission code → granted (or maker-checker on). */
                    permissions: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Grant or revoke permissions of a role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllPermissions: {
        parameters: {
            query?: {
                /** @description `true`: only permissions that may need a checker; `selected` = they do. */
                makerCheckerable?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List permissions (or their maker-checker switches) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        grouping?: string;
                        code: string;
                        entityName?: string;
                        actionName?: string;
                        selected: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updatePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Permission code → granted (or maker-checker on). */
                    permissions: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Switch maker-checker on or off per permission */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        officeId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllPasswordpreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the active password validation policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        description: string;
                        active: boolean;
                        key: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updatePasswordpreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the policy to make active. */
                    validationPolicyId: number;
                };
            };
        };
        responses: {
            /** @description Choose the active password validation policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrievePasswordpreferenceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List every password validation policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        description: string;
                        active: boolean;
                        key: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTwofactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ways the signed-in user can receive a one-time code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description sms, email or totp */
                        name: string;
                        /** @description masked address, number or "authenticator app" */
                        target: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTwofactor: {
        parameters: {
            query?: {
                /** @description a name from GET /twofactor */
                deliveryMethod?: string;
                /** @description true: the access token lives access-token-live-time-extended */
                extendedToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a one-time code by a delivery method (email, sms; totp sends nothing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description epoch milliseconds */
                        requestTime: number;
                        tokenLiveTimeInSec: number;
                        extendedAccessToken: boolean;
                        deliveryMethod: {
                            /** @description sms, email or totp */
                            name: string;
                            /** @description masked address, number or "authenticator app" */
                            target: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTwofactorValidate: {
        parameters: {
            query?: {
                /** @description the one-time code */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trade the one-time code for a two-factor access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description send as header Fineract-Platform-TFA-Token */
                        token: string;
                        /** @description epoch milliseconds */
                        validFrom: number;
                        /** @description epoch milliseconds */
                        validTo: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTwofactorInvalidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Invalidate a two-factor access token of the caller (sign out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllTwofactorConfigure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Two-factor settings: code length and lifetime, token lifetimes, email and SMS texts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "otp-delivery-email-enable"?: boolean;
                        "otp-delivery-email-subject"?: string;
                        /** @description {{username}}, {{token}}, {{tokenlivetime}}, {{expiretime}}, … */
                        "otp-delivery-email-body"?: string;
                        "otp-delivery-sms-enable"?: boolean;
                        "otp-delivery-sms-provider"?: number;
                        "otp-delivery-sms-text"?: string;
                        /** @description seconds */
                        "otp-token-live-time"?: number;
                        "otp-token-length"?: number;
                        /** @description seconds */
                        "access-token-live-time"?: number;
                        /** @description seconds */
                        "access-token-live-time-extended"?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateTwofactorConfigure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "otp-delivery-email-enable"?: boolean;
                    "otp-delivery-email-subject"?: string;
                    /** @description {{username}}, {{token}}, {{tokenlivetime}}, {{expiretime}}, … */
                    "otp-delivery-email-body"?: string;
                    "otp-delivery-sms-enable"?: boolean;
                    "otp-delivery-sms-provider"?: number;
                    "otp-delivery-sms-text"?: string;
                    /** @description seconds */
                    "otp-token-live-time"?: number;
                    "otp-token-length"?: number;
                    /** @description seconds */
                    "access-token-live-time"?: number;
                    /** @description seconds */
                    "access-token-live-time-extended"?: number;
                };
            };
        };
        responses: {
            /** @description Change two-factor settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId?: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTwofactorTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Start enrolling an authenticator app (TOTP): a new secret and otpauth:// URI, shown once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description base32 secret for manual entry */
                        secret: string;
                        /** @description otpauth://totp/… for a QR code */
                        otpauthUri: string;
                        /** @enum {string} */
                        deliveryMethod: "totp";
                        confirmed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTwofactorTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the authenticator app of the signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createTwofactorTotpConfirm: {
        parameters: {
            query?: {
                /** @description the one-time code */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirm the authenticator app with its first code; then `totp` is a delivery method */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        deliveryMethod: "totp";
                        confirmed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllAdhocquery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List saved ad-hoc queries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        query?: string;
                        tableName?: string;
                        tableFields?: string;
                        email?: string;
                        /** @description Always false for queries saved through the API */
                        isActive: boolean;
                        /** @description Epoch milliseconds */
                        createdOn?: number;
                        createdById: number;
                        updatedById: number;
                        /** @description Epoch milliseconds */
                        updatedOn?: number;
                        createdBy?: string;
                        reportRunFrequencies: {
                            /** @example 1 */
                            id: number;
                            /** @example reportRunFrequency.daily */
                            code: string;
                            /** @example Daily */
                            value: string;
                        }[];
                        reportRunFrequency?: number;
                        /** @description Days between runs (Custom) */
                        reportRunEvery?: number;
                        /** @description Epoch milliseconds */
                        lastRun?: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createAdhocquery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description One SELECT (mandatory on create); checked with the PostgreSQL parser */
                    query?: string;
                    /** @description Existing table the job inserts into (mandatory on create) */
                    tableName?: string;
                    /** @description Comma-separated columns of tableName (mandatory on create) */
                    tableFields?: string;
                    email?: string;
                    /** @description Accepted and ignored: queries are always saved inactive */
                    isActive?: boolean;
                    /** @description 1 Daily, 2 Weekly, 3 Monthly, 4 Yearly, 5 Custom */
                    reportRunFrequency?: number;
                    /** @description Days between runs; mandatory with Custom */
                    reportRunEvery?: number;
                };
            };
        };
        responses: {
            /** @description Save an ad-hoc query (always inactive) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAdhocqueryTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ad-hoc query template (run frequencies) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isActive: boolean;
                        reportRunFrequencies: {
                            /** @example 1 */
                            id: number;
                            /** @example reportRunFrequency.daily */
                            code: string;
                            /** @example Daily */
                            value: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAdhocquery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adHocId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a saved ad-hoc query */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        query?: string;
                        tableName?: string;
                        tableFields?: string;
                        email?: string;
                        /** @description Always false for queries saved through the API */
                        isActive: boolean;
                        /** @description Epoch milliseconds */
                        createdOn?: number;
                        createdById: number;
                        updatedById: number;
                        /** @description Epoch milliseconds */
                        updatedOn?: number;
                        createdBy?: string;
                        reportRunFrequencies: {
                            /** @example 1 */
                            id: number;
                            /** @example reportRunFrequency.daily */
                            code: string;
                            /** @example Daily */
                            value: string;
                        }[];
                        reportRunFrequency?: number;
                        /** @description Days between runs (Custom) */
                        reportRunEvery?: number;
                        /** @description Epoch milliseconds */
                        lastRun?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateAdhocquery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adHocId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory on create */
                    name?: string;
                    /** @description One SELECT (mandatory on create); checked with the PostgreSQL parser */
                    query?: string;
                    /** @description Existing table the job inserts into (mandatory on create) */
                    tableName?: string;
                    /** @description Comma-separated columns of tableName (mandatory on create) */
                    tableFields?: string;
                    email?: string;
                    /** @description Accepted and ignored: queries are always saved inactive */
                    isActive?: boolean;
                    /** @description 1 Daily, 2 Weekly, 3 Monthly, 4 Yearly, 5 Custom */
                    reportRunFrequency?: number;
                    /** @description Days between runs; mandatory with Custom */
                    reportRunEvery?: number;
                };
            };
        };
        responses: {
            /** @description Update a saved ad-hoc query */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAdhocquery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adHocId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a saved ad-hoc query (its destination table stays) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the client notes of a record, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Add a client note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveClientNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a client note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Change a client note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a client note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllGroupNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the group notes of a record, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createGroupNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Add a group note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveGroupNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a group note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateGroupNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Change a group note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteGroupNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a group note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllLoanNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the loan notes of a record, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createLoanNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Add a loan note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveLoanNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a loan note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateLoanNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Change a loan note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteLoanNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a loan note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllLoanTransactionNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the loan transaction notes of a record, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createLoanTransactionNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Add a loan transaction note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveLoanTransactionNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a loan transaction note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateLoanTransactionNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Change a loan transaction note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteLoanTransactionNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a loan transaction note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllSavingNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the savings account notes of a record, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createSavingNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Add a savings account note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveSavingNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a savings account note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        loanTransactionId?: number;
                        noteType: components["schemas"]["EnumOption"];
                        note?: string;
                        createdById: number;
                        createdByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        createdOn: string;
                        updatedById: number;
                        updatedByUsername?: string;
                        /** @description ISO-8601 date-time with offset */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateSavingNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description mandatory, at most 1000 characters */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Change a savings account note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteSavingNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a savings account note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the note */
                        resourceId: number;
                        officeId?: number;
                        clientId?: number;
                        groupId?: number;
                        loanId?: number;
                        savingsId?: number;
                        changes?: {
                            note?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a record's documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description clients, client_identifiers, staff, loans, savings or groups */
                        parentEntityType: string;
                        parentEntityId: number;
                        name: string;
                        fileName: string;
                        /** @description bytes */
                        size?: number;
                        /** @description content type */
                        type?: string;
                        description?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
            };
            cookie?: never;
        };
        /** @description multipart/form-data */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description mandatory on create */
                    name?: string;
                    description?: string;
                    /**
                     * Format: binary
                     * @description the file (mandatory on create); its content type must be allowed (DOCUMENT_CONTENT_TYPES)
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Attach a document (multipart form: name, description, file) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
                documentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description clients, client_identifiers, staff, loans, savings or groups */
                        parentEntityType: string;
                        parentEntityId: number;
                        name: string;
                        fileName: string;
                        /** @description bytes */
                        size?: number;
                        /** @description content type */
                        type?: string;
                        description?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
                documentId: number;
            };
            cookie?: never;
        };
        /** @description multipart/form-data */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description mandatory on create */
                    name?: string;
                    description?: string;
                    /**
                     * Format: binary
                     * @description the file (mandatory on create); its content type must be allowed (DOCUMENT_CONTENT_TYPES)
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Change a document's name or description, or replace its file (multipart form) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
                documentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a document and its file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resourceId: number;
                        changes?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    downloadDocumentAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: string;
                entityId: number;
                documentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllClientImages: {
        parameters: {
            query?: {
                /** @description octet (attachment) or inline_octet (inline): the image file instead of a data URL */
                output?: string;
                /** @description accepted; the image is not resized */
                maxWidth?: number;
                /** @description accepted; the image is not resized */
                maxHeight?: number;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    updateClientImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        /** @description a data URL as text, or a multipart form with the part `file` */
        requestBody: {
            content: {
                "text/plain": string | {
                    /**
                     * Format: binary
                     * @description multipart/form-data part: a GIF, PNG or JPEG image
                     */
                    file: string;
                };
                "multipart/form-data": string | {
                    /**
                     * Format: binary
                     * @description multipart/form-data part: a GIF, PNG or JPEG image
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Replace a client's image (as POST) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the client */
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createClientImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        /** @description a data URL as text, or a multipart form with the part `file` */
        requestBody: {
            content: {
                "text/plain": string | {
                    /**
                     * Format: binary
                     * @description multipart/form-data part: a GIF, PNG or JPEG image
                     */
                    file: string;
                };
                "multipart/form-data": string | {
                    /**
                     * Format: binary
                     * @description multipart/form-data part: a GIF, PNG or JPEG image
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Upload a client's image (data URL text or multipart form) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the client */
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteClientImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a client's image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the client */
                        resourceId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveAllSearch: {
        parameters: {
            query?: {
                /** @description text to find in account numbers, names, external ids and mobile numbers (LIKE wildcards are taken literally) */
                query?: string;
                /** @description comma-separated: clients, groups, clientIdentifiers (loans, savings, shares when those modules exist); all when absent */
                resource?: string;
                /** @description true: the whole value must match (ignoring case); default false */
                exactMatch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Find clients, groups and client identifiers by number, name, external id or mobile number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entityId: number;
                        entityAccountNo?: string;
                        entityExternalId?: string;
                        entityName?: string;
                        /** @description CLIENT, GROUP, CENTER or CLIENTIDENTIFIER */
                        entityType: string;
                        parentId?: number;
                        parentName?: string;
                        parentType?: string;
                        entityMobileNo?: string;
                        entityStatus: components["schemas"]["EnumOption"];
                        subEntityType: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    retrieveSearchTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options of the advanced search: loan products and offices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loanProducts: {
                            id: number;
                            name: string;
                        }[];
                        offices: {
                            id: number;
                            name: string;
                            nameDecorated: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    searchByText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request?: {
                        /** @description matched in display name, account number, external id and mobile number */
                        text?: string;
                    };
                    /** @description zero-based page number; default 0 */
                    page?: number;
                    /** @description page size; default 50, at most 1000 */
                    size?: number;
                    sorts?: {
                        /** @description id, displayName, accountNumber, externalId, officeId, officeName, mobileNo, status, activationDate or createdDate */
                        property: string;
                        /** @description ASC (default) or DESC */
                        direction?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Search clients by text (display name, account number, external id, mobile number), paged and sorted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: number;
                            displayName?: string;
                            externalId?: string;
                            accountNumber: string;
                            officeId: number;
                            officeName: string;
                            mobileNo?: string;
                            status: components["schemas"]["EnumOption"];
                            /** @description yyyy-MM-dd */
                            activationDate?: string;
                            /** @description ISO-8601 date and time (UTC) */
                            createdDate?: string;
                            legalForm?: components["schemas"]["EnumOption"];
                        }[];
                        totalElements: number;
                        totalPages: number;
                        size: number;
                        number: number;
                        numberOfElements: number;
                        first: boolean;
                        last: boolean;
                        empty: boolean;
                        sort: {
                            empty: boolean;
                            sorted: boolean;
                            unsorted: boolean;
                        };
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                            paged: boolean;
                            unpaged: boolean;
                            sort: {
                                empty: boolean;
                                sorted: boolean;
                                unsorted: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            425: components["responses"]["TooEarly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
