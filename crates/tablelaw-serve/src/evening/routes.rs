//! The evening's routes (`/api/evenings`, `/api/movements/mitchell`).

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use super::app::LinkRequest;
use super::{AdjustRequest, LineRequest, NewEvening};
use crate::api::{Answer, Body, Id, body, json_only, token};
use crate::app::{App, Failure};

/// A board of an evening from the path; a path that does not read is
/// answered 400 in JSON.
pub struct BoardPath(pub String, pub u32);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for BoardPath {
    type Rejection = Failure;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        Path::<(String, String)>::from_request_parts(parts, state)
            .await
            .map_err(|e| Failure::BadRequest(e.body_text()))
            .and_then(|Path((id, board))| {
                board.parse().map(|b| BoardPath(id, b)).map_err(|_| {
                    Failure::BadRequest(format!("board `{board}`: a board number, from 1"))
                })
            })
    }
}

/// The size of a Mitchell asked for.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MitchellQuery {
    /// How many tables.
    pub tables: Option<u32>,
    /// How many boards.
    pub boards: Option<u32>,
}

async fn create(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Result<Response, Failure> {
    json_only(&headers)?;
    let new: NewEvening = body(&bytes, false)?;
    let view = app.create_evening(&new, token(&headers)).await?;
    Ok((StatusCode::CREATED, axum::Json(view)).into_response())
}

async fn read(State(app): State<Arc<App>>, Id(id): Id, headers: HeaderMap) -> Answer {
    app.with_evening(&id, token(&headers), |e, access| e.view(access))
        .await
        .map(axum::Json)
}

async fn result(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Answer {
    json_only(&headers)?;
    let line: LineRequest = body(&bytes, false)?;
    app.put_line(&id, token(&headers), &line)
        .await
        .map(axum::Json)
}

async fn link(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Result<Response, Failure> {
    json_only(&headers)?;
    let link: LinkRequest = body(&bytes, false)?;
    let out = app.link_table(&id, token(&headers), &link).await?;
    Ok((StatusCode::CREATED, axum::Json(out)).into_response())
}

async fn adjust(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Answer {
    json_only(&headers)?;
    let request: AdjustRequest = body(&bytes, false)?;
    app.adjust(&id, token(&headers), &request)
        .await
        .map(axum::Json)
}

async fn traveller(
    State(app): State<Arc<App>>,
    BoardPath(id, board): BoardPath,
    headers: HeaderMap,
) -> Answer {
    app.with_evening(&id, token(&headers), |e, access| e.traveller(board, access))
        .await?
        .map(axum::Json)
        .ok_or_else(|| Failure::BadRequest(format!("board {board}: the evening has no such board")))
}

async fn rankings(State(app): State<Arc<App>>, Id(id): Id, headers: HeaderMap) -> Answer {
    app.with_evening(&id, token(&headers), |e, _| e.scores.standings.clone())
        .await
        .map(axum::Json)
}

async fn export_pbn(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let token = token(&headers);
    // The refereed tables whose games the export may hold, read first
    // (each its own fold), then the evening written with them.
    let tables = app
        .with_evening(&id, token, |e, access| {
            e.rows
                .iter()
                .filter(|r| access.sees_deal(e.complete(r.board())))
                .filter_map(|r| r.stored.table_id.clone())
                .collect::<Vec<_>>()
        })
        .await?;
    let mut games = std::collections::HashMap::new();
    for table in tables {
        if let Ok(Some(game)) = app
            .with_table(&table, |e| crate::pbn::game(&e.table, e.row.board))
            .await
        {
            games.insert(table, game);
        }
    }
    let text = app
        .with_evening(&id, token, |e, access| {
            super::export::pbn(e, access, &|t: &str| games.get(t).cloned())
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn export_csv(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let text = app
        .with_evening(&id, token(&headers), |e, _| super::export::csv(e))
        .await?;
    Ok(([(header::CONTENT_TYPE, "text/csv; charset=utf-8")], text).into_response())
}

async fn rankings_csv(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
) -> Result<Response, Failure> {
    let text = app
        .with_evening(&id, token(&headers), |e, _| {
            super::export::rankings_csv(&e.scores.standings)
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "text/csv; charset=utf-8")], text).into_response())
}

async fn mitchell(
    query: Result<Query<MitchellQuery>, axum::extract::rejection::QueryRejection>,
) -> Answer {
    let Query(q) =
        query.map_err(|e| Failure::BadRequest(format!("the query: {}", e.body_text())))?;
    let (Some(tables), Some(boards)) = (q.tables, q.boards) else {
        return Err(Failure::BadRequest(
            "give `tables` and `boards`: /api/movements/mitchell?tables=7&boards=28".to_owned(),
        ));
    };
    let seatings = super::mitchell(tables, boards).map_err(Failure::BadRequest)?;
    Ok(axum::Json(json!({
        "tables": tables,
        "boards": boards,
        "rounds": tables,
        "seatings": seatings,
    })))
}

/// The evening's routes, to merge into the server's.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/api/evenings", post(create))
        .route("/api/evenings/{id}", get(read))
        .route("/api/evenings/{id}/results", post(result))
        .route("/api/evenings/{id}/tables", post(link))
        .route("/api/evenings/{id}/adjust", post(adjust))
        .route("/api/evenings/{id}/boards/{board}", get(traveller))
        .route("/api/evenings/{id}/rankings", get(rankings))
        .route("/api/evenings/{id}/rankings.csv", get(rankings_csv))
        .route("/api/evenings/{id}/pbn", get(export_pbn))
        .route("/api/evenings/{id}/csv", get(export_csv))
        .route("/api/movements/mitchell", get(mitchell))
}
