//! A kept-alive HTTP/1.1 connection, for the load tests.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};

use serde_json::Value;

/// A kept-alive HTTP/1.1 connection.
pub struct Conn {
    reader: BufReader<TcpStream>,
    addr: SocketAddr,
}

impl Conn {
    /// Connects to `addr`.
    pub fn new(addr: SocketAddr) -> Conn {
        let stream = TcpStream::connect(addr).expect("connects");
        stream.set_nodelay(true).expect("nodelay");
        Conn {
            reader: BufReader::new(stream),
            addr,
        }
    }

    /// A request with a bearer token and a JSON body (none for `None`);
    /// the status and the answer's JSON.
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        token: &str,
        body: Option<&Value>,
    ) -> (u16, Value) {
        let body = body.map(Value::to_string).unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nAuthorization: Bearer {token}\r\n\r\n",
            self.addr,
            body.len()
        );
        let stream = self.reader.get_mut();
        stream.write_all(head.as_bytes()).expect("sent");
        stream.write_all(body.as_bytes()).expect("sent");
        let mut status = 0;
        let mut length = 0;
        let mut line = String::new();
        loop {
            line.clear();
            self.reader.read_line(&mut line).expect("a header");
            let trimmed = line.trim_end();
            if trimmed.is_empty() {
                break;
            }
            if let Some(rest) = trimmed.strip_prefix("HTTP/1.1 ") {
                status = rest[..3].parse().expect("a status");
            } else if let Some((k, v)) = trimmed.split_once(':')
                && k.eq_ignore_ascii_case("content-length")
            {
                length = v.trim().parse().expect("a length");
            }
        }
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body).expect("the body");
        (status, serde_json::from_slice(&body).expect("JSON"))
    }

    /// A `POST` of JSON with a bearer token.
    pub fn post(&mut self, path: &str, token: &str, body: &Value) -> (u16, Value) {
        self.request("POST", path, token, Some(body))
    }
}
