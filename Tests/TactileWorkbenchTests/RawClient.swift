import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP and WebSocket client on a socket, so a test chooses every header (a forged
/// `Host`, a foreign `Origin`) and every byte of a frame.
final class RawClient {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError("cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    struct ClientError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    func read(count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes[got...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { break }
            got += n
        }
        return Array(bytes.prefix(got))
    }

    /// Reads up to the end of the headers; returns the status and the header block.
    func readHead() -> (status: Int, head: String) {
        var bytes: [UInt8] = []
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let byte = read(count: 1)
            guard let first = byte.first else { break }
            bytes.append(first)
        }
        let head = String(decoding: bytes, as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, head)
    }

    /// A GET with exactly these headers; returns the status, the head and the body.
    static func get(port: Int, path: String, headers: [String: String]) throws -> (status: Int, head: String, body: String) {
        let client = try RawClient(port: port)
        var request = "GET \(path) HTTP/1.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        request += "Connection: close\r\n\r\n"
        client.write(Array(request.utf8))
        let (status, head) = client.readHead()
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        return (status, head, String(decoding: client.read(count: length), as: UTF8.self))
    }

    /// Opens a WebSocket with these headers; returns the client when the server switched
    /// protocols, else the status it answered.
    static func webSocket(port: Int, path: String, headers: [String: String]) throws -> (client: RawClient?, status: Int) {
        let client = try RawClient(port: port)
        var request = "GET \(path) HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        client.write(Array((request + "\r\n").utf8))
        let (status, _) = client.readHead()
        return (status == 101 ? client : nil, status)
    }

    /// Sends a masked frame (text: opcode 1, binary: 2).
    func sendFrame(_ payload: [UInt8], opcode: UInt8 = 1) {
        var frame: [UInt8] = [0x80 | opcode]
        let mask: [UInt8] = [1, 2, 3, 4]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        write(frame)
    }

    func sendText(_ text: String) {
        sendFrame(Array(text.utf8))
    }

    /// The next data frame: its opcode and payload; nil when the connection closed or timed out.
    func nextFrame() -> (opcode: UInt8, payload: [UInt8])? {
        while true {
            let head = read(count: 2)
            guard head.count == 2 else { return nil }
            var length = Int(head[1] & 0x7F)
            if length == 126 { length = read(count: 2).reduce(0) { $0 << 8 | Int($1) } }
            if length == 127 { length = read(count: 8).reduce(0) { $0 << 8 | Int($1) } }
            let payload = read(count: length)
            let opcode = head[0] & 0x0F
            if opcode == 9 || opcode == 10 { continue }
            return (opcode, payload)
        }
    }

    /// The next text message's JSON, skipping binary frames.
    func nextJSON() -> [String: Any]? {
        while let (opcode, payload) = nextFrame() {
            if opcode == 8 { return nil }
            if opcode == 1 { return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any] }
        }
        return nil
    }

    /// Text messages until one of `type` comes; nil when none does.
    func waitFor(_ type: String) -> [String: Any]? {
        for _ in 0..<200 {
            guard let message = nextJSON() else { return nil }
            if message["type"] as? String == type { return message }
        }
        return nil
    }
}
