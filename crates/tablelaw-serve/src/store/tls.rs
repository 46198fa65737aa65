//! TLS for the connections to PostgreSQL, through rustls (no OpenSSL), as
//! libpq's `sslmode` asks:
//!
//! - `disable`: no TLS;
//! - `prefer` (the default): TLS where the server offers it, else none;
//!   the certificate is not checked (encryption against a passive
//!   listener, no more);
//! - `require`: TLS or no connection; the certificate is not checked,
//!   unless `sslrootcert` names a CA file (then as `verify-ca`, as libpq
//!   does);
//! - `verify-ca`: TLS, and the server's certificate signed by a CA of
//!   `sslrootcert`;
//! - `verify-full`: as `verify-ca`, and the certificate names the host
//!   connected to.
//!
//! `sslrootcert` is a PEM file of one or more certificates, or `system`
//! for the system's trusted roots.

use std::path::PathBuf;
use std::sync::Arc;

use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};

/// What `sslmode` asks of the connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// No TLS.
    Disable,
    /// TLS where offered; the certificate not checked.
    Prefer,
    /// TLS; the certificate not checked.
    Require,
    /// TLS; the certificate signed by a trusted CA.
    VerifyCa,
    /// TLS; the certificate signed by a trusted CA and naming the host.
    VerifyFull,
}

impl Mode {
    /// The modes as `sslmode` spells them.
    pub const NAMES: &'static str = "disable, prefer, require, verify-ca, verify-full";

    /// The mode `sslmode=value` names.
    pub fn parse(value: &str) -> Option<Mode> {
        Some(match value {
            "disable" => Mode::Disable,
            "prefer" => Mode::Prefer,
            "require" => Mode::Require,
            "verify-ca" => Mode::VerifyCa,
            "verify-full" => Mode::VerifyFull,
            _ => return None,
        })
    }

    /// As `sslmode` spells it.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Disable => "disable",
            Mode::Prefer => "prefer",
            Mode::Require => "require",
            Mode::VerifyCa => "verify-ca",
            Mode::VerifyFull => "verify-full",
        }
    }

    /// Whether the server's certificate is checked.
    pub fn verifies(self) -> bool {
        matches!(self, Mode::VerifyCa | Mode::VerifyFull)
    }
}

/// The certificate authorities trusted (`sslrootcert`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Roots {
    /// A PEM file of one or more certificates.
    File(PathBuf),
    /// The system's trusted roots (`sslrootcert=system`).
    System,
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The trusted roots, read.
fn root_store(roots: &Roots) -> Result<RootCertStore, String> {
    let mut store = RootCertStore::empty();
    match roots {
        Roots::File(path) => {
            let shown = path.display();
            let certs = CertificateDer::pem_file_iter(path)
                .map_err(|e| format!("cannot read the CA file {shown} (sslrootcert): {e}"))?
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("cannot read the CA file {shown} (sslrootcert): {e}"))?;
            if certs.is_empty() {
                return Err(format!(
                    "the CA file {shown} (sslrootcert) holds no certificate (PEM, -----BEGIN CERTIFICATE-----)"
                ));
            }
            for cert in certs {
                store.add(cert).map_err(|e| {
                    format!("the CA file {shown} (sslrootcert) holds a certificate that does not read: {e}")
                })?;
            }
        }
        Roots::System => {
            let found = rustls_native_certs::load_native_certs();
            store.add_parsable_certificates(found.certs);
            if store.is_empty() {
                return Err(
                    "sslrootcert=system: no trusted root certificate found on this system"
                        .to_owned(),
                );
            }
        }
    }
    Ok(store)
}

/// The client's TLS configuration for `mode` and the roots given.
///
/// # Errors
/// The CA file cannot be read, or holds no certificate.
pub fn client_config(mode: Mode, roots: Option<&Roots>) -> Result<ClientConfig, String> {
    let provider = provider();
    let verifier: Arc<dyn ServerCertVerifier> = match (mode, roots) {
        (Mode::VerifyCa | Mode::VerifyFull, Some(roots)) => {
            let webpki = WebPkiServerVerifier::builder_with_provider(
                Arc::new(root_store(roots)?),
                Arc::clone(&provider),
            )
            .build()
            .map_err(|e| format!("the trusted certificates (sslrootcert): {e}"))?;
            if mode == Mode::VerifyFull {
                webpki
            } else {
                Arc::new(ChainOnly(webpki))
            }
        }
        (Mode::VerifyCa | Mode::VerifyFull, None) => {
            return Err(format!(
                "sslmode={} needs the certificate authority to trust: sslrootcert=PATH (a PEM file) or sslrootcert=system",
                mode.name()
            ));
        }
        (Mode::Disable | Mode::Prefer | Mode::Require, _) => {
            Arc::new(EncryptOnly(Arc::clone(&provider)))
        }
    };
    Ok(ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_no_client_auth())
}

/// `sslmode=prefer` and `require`: any certificate, the handshake's
/// signatures still checked against it (encryption without
/// authentication, as libpq gives in these modes).
#[derive(Debug)]
struct EncryptOnly(Arc<CryptoProvider>);

impl ServerCertVerifier for EncryptOnly {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// `sslmode=verify-ca`: the chain checked as `verify-full` checks it, the
/// name the certificate gives not compared with the host (the check of
/// the name comes after the chain's, so a certificate whose only fault
/// is its name is one signed by a trusted CA).
#[derive(Debug)]
struct ChainOnly(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}
