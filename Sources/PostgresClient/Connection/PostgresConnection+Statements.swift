import CLibPQ
import Foundation

extension PostgresConnection {
    /// Runs one statement with its `$1`, `$2`… values bound apart from the SQL, and returns its rows.
    ///
    /// The text of `sql` is always a constant of the caller's: every value, however it was typed,
    /// goes in `parameters`.
    @discardableResult
    public func query(_ sql: String, _ parameters: [any PostgresParameter] = []) throws(PostgresError) -> QueryResult {
        let handle = try handle
        let texts = parameters.map(\.postgresText)
        if let index = texts.firstIndex(where: { $0?.utf8.contains(0) == true }) {
            // strdup would cut the value short there, and PostgreSQL text cannot hold a NUL anyway.
            throw PostgresError(
                kind: .misuse, message: "parameter $\(index + 1) contains a NUL character, which PostgreSQL text cannot hold",
                sql: sql)
        }
        let copies = texts.map { text in text.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        let result = pointers.withUnsafeBufferPointer { buffer in
            // Text format both ways, types inferred by the server from the statement.
            PQexecParams(handle, sql, Int32(buffer.count), nil, buffer.baseAddress, nil, nil, 0)
        }
        return try finish(result, sql: sql)
    }

    /// Runs one statement that changes rows and returns how many it changed.
    ///
    /// Row-level security drops the rows a policy does not let the account change from an `UPDATE`
    /// or `DELETE` without an error, so 0 is the answer a refused change gets.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [any PostgresParameter] = []) throws(PostgresError) -> Int {
        try query(sql, parameters).affectedRows
    }

    /// Runs a script of several statements that takes no values (`PQexec`): the package's own
    /// migration steps, constant text compiled into the program, never text built at run time.
    public func runScript(_ sql: String) throws(PostgresError) {
        let handle = try handle
        _ = try finish(PQexec(handle, sql), sql: nil)
    }

    /// Reads a finished result into a ``QueryResult``, or throws the server's refusal.
    private func finish(_ result: OpaquePointer?, sql: String?) throws(PostgresError) -> QueryResult {
        let handle = try handle
        guard let result else {
            // libpq returns no result when it could not send the statement at all.
            throw lostOrFailed(message: String(cString: PQerrorMessage(handle)), sql: sql)
        }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY else {
            throw Self.statementError(result, connection: handle, sql: sql)
        }
        let columnCount = Int(PQnfields(result))
        let columns = (0..<columnCount).map { String(cString: PQfname(result, Int32($0))) }
        let rows = (0..<Int32(PQntuples(result))).map { row in
            ResultRow(
                values: (0..<Int32(columnCount)).map { column in
                    PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
                },
                columns: columns)
        }
        return QueryResult(columns: columns, rows: rows, affectedRows: Int(String(cString: PQcmdTuples(result))) ?? 0)
    }

    /// The error of a failed result: the server's fields, or a lost connection when it sent none.
    private static func statementError(_ result: OpaquePointer, connection: OpaquePointer, sql: String?) -> PostgresError {
        func field(_ code: UInt8) -> String? {
            PQresultErrorField(result, Int32(code)).map { String(cString: $0) }
        }
        guard let state = field(UInt8(ascii: "C")) else {
            let message = PostgresError.trimmed(String(cString: PQresultErrorMessage(result)))
            let lost = PQstatus(connection) != CONNECTION_OK
            return PostgresError(kind: lost ? .connectionFailed : .misuse, message: message, sql: sql)
        }
        return PostgresError(
            kind: .statementFailed, sqlState: SQLState(rawValue: state),
            message: field(UInt8(ascii: "M")) ?? PostgresError.trimmed(String(cString: PQresultErrorMessage(result))),
            detail: field(UInt8(ascii: "D")), hint: field(UInt8(ascii: "H")), constraint: field(UInt8(ascii: "n")),
            table: field(UInt8(ascii: "t")), sql: sql)
    }

    /// A statement that never reached the server: the connection is gone, or libpq refused it.
    private func lostOrFailed(message: String, sql: String?) -> PostgresError {
        let lost = openHandle.map { PQstatus($0) != CONNECTION_OK } ?? true
        return PostgresError(kind: lost ? .connectionFailed : .misuse, message: PostgresError.trimmed(message), sql: sql)
    }
}
